// Owns the /admin area's frame: the staff navigation. The server and the root layout keep shoppers out (SPEC §6).
import { AdminLayout } from '#web/app/admin-shell/admin-layout.tsx';

export default AdminLayout;
