import { RegistrationPage } from './RegistrationPage';

/** /auth/signup/employer */
export default function EmployerSignUpPage() {
  return <RegistrationPage accountType="employer" />;
}
