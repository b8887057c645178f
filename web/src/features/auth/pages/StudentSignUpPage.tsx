import { RegistrationPage } from './RegistrationPage';

/** /auth/signup/student */
export default function StudentSignUpPage() {
  return <RegistrationPage accountType="student" />;
}
