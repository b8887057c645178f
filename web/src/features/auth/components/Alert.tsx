// The message box moved to lib/ui so every feature can use it; the account screens import it from here.
export { Alert } from '../../../lib/ui/Alert';
