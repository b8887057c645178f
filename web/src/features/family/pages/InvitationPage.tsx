import { ROLES } from '@shared/auth/pool-definition';
import { PASSWORD_SPECIAL_EXAMPLES } from '@shared/rules/password';
import { isSameMailbox } from '@shared/rules/person';
import { familyMessages } from '@shared/schemas/family';
import { webPaths } from '@shared/web-paths';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { TextField } from '../../../lib/forms/Field';
import formStyles from '../../../lib/forms/FormLayout.module.css';
import { FormMessage } from '../../../lib/forms/FormMessage';
import { showFailure } from '../../../lib/forms/form-failure';
import { SubmitButton } from '../../../lib/forms/SubmitButton';
import { useValidatedForm } from '../../../lib/forms/use-validated-form';
import { useFragmentParams } from '../../../lib/fragment-params';
import { PageMeta } from '../../../lib/page-meta';
import { Alert } from '../../../lib/ui/Alert';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useConfirmInvitation } from '../api/confirm-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useInvitation } from '../api/read-invitation';
import { emptyGuardianAccountForm, guardianAccountFormSchema } from '../lib/guardian-account-form';
import styles from './InvitationPage.module.css';

/**
 * Where the token waits while the guardian signs in: the way back from sign-in is a `redirect`
 * query, which a server sees, so it names the page only and this tab keeps the token.
 */
const TOKEN_DURING_SIGN_IN = 'nj_invitation_token';

function keepTokenDuringSignIn(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_DURING_SIGN_IN, token);
    else sessionStorage.removeItem(TOKEN_DURING_SIGN_IN);
  } catch {
    // Storage can be off (privacy modes): back from sign-in, the page asks for the e-mail's link.
  }
}

function tokenKeptDuringSignIn(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_DURING_SIGN_IN);
  } catch {
    return null;
  }
}

/**
 * /family/invitation#token=: the guardian confirms they are the teen's parent or
 * guardian (making their account, or signed in to the one they have), or says "This is not my child".
 */
export default function InvitationPage() {
  const token = useFragmentParams().get('token') ?? tokenKeptDuringSignIn() ?? '';
  return (
    <div className={`container-narrow page ${styles.page}`}>
      <PageMeta
        title="Confirm you are their parent or guardian"
        description="A parent or guardian invitation."
      />
      {token ? (
        <Invitation token={token} />
      ) : (
        <LinkProblem message="This link is not complete. Please open the link from your e-mail exactly as it was sent." />
      )}
    </div>
  );
}

function LinkProblem({ message, used = false }: { message: string; used?: boolean }) {
  return (
    <div className={styles.stack}>
      <h1>This link does not work</h1>
      <Alert tone="error">{message}</Alert>
      <p>
        {used ? (
          <Link
            className="btn btn-primary"
            to={`${webPaths.signIn}?redirect=${encodeURIComponent(webPaths.family)}`}
          >
            Sign in
          </Link>
        ) : (
          <Link className="btn btn-secondary" to={webPaths.home}>
            Go to the home page
          </Link>
        )}
      </p>
    </div>
  );
}

function Invitation({ token }: { token: string }) {
  const query = useInvitation(token);
  const [declined, setDeclined] = useState<string | null>(null);
  if (query.isPending) {
    return (
      <p role="status" className={styles.loading}>
        Opening your invitation…
      </p>
    );
  }
  if (query.isError) {
    const used = query.error instanceof ApiRequestError && query.error.code === 'LINK_USED';
    return <LinkProblem message={errorMessage(query.error)} used={used} />;
  }
  if (declined) {
    return (
      <div className={styles.stack}>
        <h1>Thank you for telling us</h1>
        <Alert tone="success">{declined}</Alert>
        <p>You will not get any more e-mails about this account.</p>
      </div>
    );
  }
  const invitation = query.data;
  return (
    <div className={styles.stack}>
      <header className={styles.stack}>
        <p className="eyebrow">Parent or guardian invitation</p>
        <h1>Confirm you are {invitation.teenFirstName}’s parent or guardian</h1>
        <p className={styles.lead}>
          {invitation.teenFirstName} joined Neighbourhood Jobs and named{' '}
          <strong>{invitation.guardianEmail}</strong> as their parent or guardian. Once you confirm, you
          approve their applications before an employer sees them, follow what happens, and choose the
          distance and kinds of job that are OK.
        </p>
      </header>
      <Confirm
        token={token}
        accountExists={invitation.accountExists}
        guardianName={invitation.guardianName}
        guardianEmail={invitation.guardianEmail}
      />
      <Decline token={token} teenFirstName={invitation.teenFirstName} onDeclined={setDeclined} />
    </div>
  );
}

function Confirm({
  token,
  accountExists,
  guardianName,
  guardianEmail,
}: {
  token: string;
  accountExists: boolean;
  guardianName: string;
  guardianEmail: string;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const confirm = useConfirmInvitation();
  const [error, setError] = useState<string | null>(null);
  const signedInGuardian = session.status === 'signed-in' && session.user.roleId === ROLES.guardian;

  // Only the invited mailbox may confirm (the server checks it too): another parent account is told
  // at once, with a way to switch, rather than after pressing Confirm.
  if (signedInGuardian && !isSameMailbox(session.user.emailId, guardianEmail)) {
    return (
      <section className={styles.card} aria-labelledby="confirm-heading">
        <h2 id="confirm-heading">Yes, this is my child</h2>
        <p>
          You are signed in as {session.user.emailId}, but this invitation was sent to{' '}
          <strong>{guardianEmail}</strong>. {familyMessages.notInvitedAddress}
        </p>
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() =>
              // Back to this invitation, signed out, to sign in with the invited address.
              session.signOut({ goTo: `${window.location.pathname}${window.location.hash}` })
            }
          >
            Sign out
          </button>
        </div>
      </section>
    );
  }
  if (signedInGuardian) {
    return (
      <section className={styles.card} aria-labelledby="confirm-heading">
        <h2 id="confirm-heading">Yes, this is my child</h2>
        <p>You are signed in as {session.user.emailId}. They will join your family page.</p>
        <FormMessage tone="error">{error}</FormMessage>
        <div>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            aria-disabled={confirm.isPending || undefined}
            onClick={async () => {
              if (confirm.isPending) return;
              setError(null);
              try {
                await confirm.mutateAsync(token);
                keepTokenDuringSignIn(null);
                navigate(webPaths.family, { state: { confirmed: true } });
              } catch (failure) {
                setError(errorMessage(failure));
              }
            }}
          >
            {confirm.isPending ? 'Confirming…' : 'Confirm'}
          </button>
        </div>
      </section>
    );
  }
  if (accountExists) {
    const back = webPaths.familyInvitation;
    return (
      <section className={styles.card} aria-labelledby="confirm-heading">
        <h2 id="confirm-heading">Yes, this is my child</h2>
        <p>You already have a parent account with this address. Sign in to confirm.</p>
        <div>
          <Link
            className="btn btn-primary btn-lg"
            to={`${webPaths.signIn}?redirect=${encodeURIComponent(back)}`}
            onClick={() => keepTokenDuringSignIn(token)}
          >
            Sign in to confirm
          </Link>
        </div>
      </section>
    );
  }
  return <NewAccount token={token} guardianName={guardianName} />;
}

function NewAccount({ token, guardianName }: { token: string; guardianName: string }) {
  const schema = useMemo(() => guardianAccountFormSchema(token), [token]);
  const form = useValidatedForm(schema, emptyGuardianAccountForm(guardianName));
  const accept = useAcceptInvitation();
  const session = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (accept.isPending) return;
    const payload = form.validateAll();
    if (!payload) return;
    setError(null);
    try {
      const answer = await accept.mutateAsync(payload);
      session.signIn(answer.data.idToken);
      navigate(webPaths.family, { state: { confirmed: true } });
    } catch (failure) {
      setError(showFailure(form, failure));
    }
  }

  return (
    <section className={styles.card} aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">Yes, this is my child</h2>
      <p>Make your parent account to confirm. Your e-mail address is the one this invitation came to.</p>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label="Make your parent account">
        <div className={formStyles.row}>
          <TextField form={form} name="firstName" label="First name" autoComplete="given-name" />
          <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
        </div>
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least 8 characters, with a lowercase and an uppercase letter, a number and a special character such as ${PASSWORD_SPECIAL_EXAMPLES}`}
        />
        <TextField
          form={form}
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
        <FormMessage tone="error">{error}</FormMessage>
        <SubmitButton
          label="Confirm and sign up"
          busyLabel="Confirming…"
          busy={accept.isPending}
          form={form}
        />
      </form>
    </section>
  );
}

function Decline({
  token,
  teenFirstName,
  onDeclined,
}: {
  token: string;
  teenFirstName: string;
  onDeclined: (message: string) => void;
}) {
  const decline = useDeclineInvitation();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sureRef = useRef<HTMLButtonElement>(null);

  return (
    <section className={styles.card} aria-labelledby="decline-heading">
      <h2 id="decline-heading">Not your child?</h2>
      {asking ? (
        <>
          <p>
            We will pause {teenFirstName}’s applications and let our team know, so they can check the address.
            Are you sure?
          </p>
          <FormMessage tone="error">{error}</FormMessage>
          <div className={formStyles.actions}>
            <button
              ref={sureRef}
              type="button"
              className="btn btn-danger"
              aria-disabled={decline.isPending || undefined}
              onClick={async () => {
                if (decline.isPending) return;
                setError(null);
                try {
                  onDeclined((await decline.mutateAsync(token)).message);
                } catch (failure) {
                  setError(errorMessage(failure));
                }
              }}
            >
              {decline.isPending ? 'Sending…' : 'Yes, this is not my child'}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
        </>
      ) : (
        <>
          <p>If you do not know {teenFirstName}, tell us and we will look into it.</p>
          <div>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setAsking(true);
                requestAnimationFrame(() => sureRef.current?.focus());
              }}
            >
              This is not my child
            </button>
          </div>
        </>
      )}
    </section>
  );
}
