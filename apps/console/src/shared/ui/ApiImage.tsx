import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiImage } from '../api/client.ts';

/**
 * An image the operator API serves (proofs, feedback and application images) as a blob URL, since an <img> cannot
 * send the bearer token: fetched once per path, released when the component leaves. `missing` when the server serves
 * no image for it (no such image, or a role that may not see it).
 */
export function useApiImage(path: string) {
  const image = useQuery({
    queryKey: ['api-image', path],
    queryFn: () => apiImage(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const u = URL.createObjectURL(image.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [image.data]);
  return { url, loading: image.isPending, missing: !image.isPending && !image.data };
}
