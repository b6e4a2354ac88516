// Owns the /auth area's frame: the branded panel beside the form.
import { AuthLayout } from '#web/features/auth/auth-layout.tsx';

export default AuthLayout;
