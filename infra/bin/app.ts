import { buildApp } from '../app';

// `cdk synth|deploy -c stage=<dev|prod>`; cdk-nag runs in the synth, so an unacknowledged finding fails it.
buildApp().app.synth();
