// Owns the auth area's two-column frame: a dark branded panel on large screens, the form on the right.
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '#web/entities/brand/brand-logo.tsx';
import { useBrand } from '#web/entities/brand/brand.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

export function AuthLayout() {
  const brand = useBrand();
  return (
    <div className="flex min-h-dvh w-full">
      <div className="hidden w-1/2 max-w-2xl flex-col justify-between bg-panel p-12 text-panel-foreground lg:flex">
        <Link to="/shop/home" className="w-fit rounded-md text-2xl">
          <BrandLogo markClassName="size-10" />
        </Link>
        <div className="grid max-w-md gap-4">
          <p className="text-4xl font-semibold tracking-tight text-balance">Clothing and bags, chosen with care.</p>
          <p className="text-lg text-zinc-300">Free delivery across India, easy returns and secure payments.</p>
        </div>
        <p className="text-sm text-zinc-400">
          © {new Date().getFullYear()} {brand.name}
        </p>
      </div>
      <main id="main-content" className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-8">
        {/* The branded panel is hidden below lg, so small screens still get a way back to the shop. */}
        <Link to="/shop/home" className="mb-10 rounded-md text-lg lg:hidden">
          <BrandLogo />
        </Link>
        <div className="w-full max-w-md">
          {/* The forms are a lazy chunk; hold their place so the page does not jump. */}
          <Suspense fallback={<Skeleton role="status" aria-label="Loading" className="h-96 w-full" />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
