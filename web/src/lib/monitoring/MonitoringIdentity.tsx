import { useEffect } from 'react';
import { ROLE_EMPLOYER, ROLE_STUDENT, useSession } from '../auth/session';
import { identifyForMonitoring } from './monitoring';

/** Tells browser monitoring who is signed in (./monitoring.ts): it sends only a hash and the role. */
export function MonitoringIdentity() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  useEffect(() => {
    identifyForMonitoring(
      user
        ? {
            id: user.id,
            name: user.name,
            emailId: user.emailId,
            role:
              user.roleId === ROLE_STUDENT ? 'student' : user.roleId === ROLE_EMPLOYER ? 'employer' : 'none',
          }
        : null,
    );
  }, [user]);
  return null;
}
