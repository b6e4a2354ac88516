// Owns the /shop area's frame: header, cart drawer, footer.
import { ShopLayout } from '#web/app/shop-shell/shop-layout.tsx';

export default ShopLayout;
