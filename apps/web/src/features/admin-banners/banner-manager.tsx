// Owns managing the homepage banners: upload an image, add it as a banner, list the banners, delete one.
import type { FeatureImage } from '@shop/contract/catalog';
import { ImagePlusIcon, ImagesIcon, Trash2Icon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { UploadedImage } from '#web/components/ui/uploaded-image.tsx';
import { useAddBanner } from '#web/features/admin-banners/api/add-banner.ts';
import { useDeleteBanner } from '#web/features/admin-banners/api/delete-banner.ts';
import { useBanners } from '#web/entities/banner/banner-api.ts';
import { ConfirmDeleteDialog } from '#web/components/admin/confirm-delete-dialog.tsx';
import { ImageUploader } from '#web/entities/product/image-uploader.tsx';

const GRID = 'grid gap-4 sm:grid-cols-2';

function BannerList({ onDelete }: { onDelete: (banner: FeatureImage, position: number) => void }) {
  const banners = useBanners();
  if (banners.isPending) {
    return (
      <div className={GRID} role="status" aria-label="Loading banners">
        <Skeleton className="aspect-[8/3]" />
        <Skeleton className="aspect-[8/3]" />
      </div>
    );
  }
  if (banners.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-border bg-background p-6">
        <p>{banners.error.message}</p>
        <Button variant="outline" onClick={() => void banners.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (banners.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed border-input bg-background p-8 text-center">
        <ImagesIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm text-muted-foreground">No banners yet: the homepage carousel is empty.</p>
      </div>
    );
  }
  return (
    <ul className={GRID}>
      {banners.data.map((banner, index) => (
        <li key={banner._id} className="overflow-hidden rounded-lg border border-border bg-background shadow-sm">
          <UploadedImage
            src={banner.image}
            alt={`Banner ${index + 1}`}
            width={1600}
            height={600}
            sizes="(min-width: 1024px) 30rem, (min-width: 640px) 45vw, 90vw"
            className="aspect-[8/3] w-full"
          />
          <div className="flex items-center justify-between gap-2 p-3">
            <span className="text-sm font-medium">Banner {index + 1}</span>
            <Button
              variant="destructive"
              size="sm"
              aria-label={`Delete banner ${index + 1}`}
              onClick={() => onDelete(banner, index + 1)}
            >
              <Trash2Icon aria-hidden />
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BannerManager() {
  const [image, setImage] = useState('');
  const [toDelete, setToDelete] = useState<{ banner: FeatureImage; position: number } | null>(null);
  const addBanner = useAddBanner();
  const deleteBanner = useDeleteBanner();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function add() {
    try {
      await addBanner.mutateAsync(image);
      setImage('');
    } catch {
      // the mutation has shown the server's message; keep the image so staff can try again
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="grid gap-1">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
          Homepage banners
        </h2>
        <p className="text-sm text-muted-foreground">
          The shop&apos;s home page rotates through these images, each linking to New Arrivals.
        </p>
      </div>

      <div className="grid max-w-2xl gap-4 rounded-lg border border-border bg-background p-4 sm:p-6">
        <ImageUploader
          label="Banner image"
          shape="wide"
          value={image}
          onChange={setImage}
          hint="A wide image: 1600 × 600 pixels is ideal. JPEG, PNG or WebP, at most 5 MB."
        />
        <Button
          className="justify-self-start"
          onClick={() => void add()}
          disabled={!image || addBanner.isPending}
          aria-busy={addBanner.isPending}
        >
          <ImagePlusIcon aria-hidden />
          {addBanner.isPending ? 'Adding…' : 'Add banner'}
        </Button>
      </div>

      <div className="grid gap-3">
        <h3 className="font-semibold">Current banners</h3>
        <BannerList onDelete={(banner, position) => setToDelete({ banner, position })} />
      </div>

      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={toDelete ? `Delete banner ${toDelete.position}?` : 'Delete banner?'}
        description="It leaves the homepage carousel at once. This cannot be undone."
        pending={deleteBanner.isPending}
        focusAfterDelete={headingRef}
        onConfirm={async () => {
          if (!toDelete) return false;
          return deleteBanner.mutateAsync(toDelete.banner._id).then(
            () => true,
            () => false,
          );
        }}
      />
    </section>
  );
}
