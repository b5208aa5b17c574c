import { useMutation } from '@tanstack/react-query';
import { adminEndpoints } from '#contracts/endpoints/admin.ts';
import { request } from '#web/lib/api/client.ts';

/** POST my/jobs/:orderId/photos, multipart with the field `photo`: 201 {id}. */
export function addPhoto(orderId: number, photo: File) {
  const body = new FormData();
  body.append('photo', photo);
  return request(adminEndpoints.uploadJobPhoto, { params: { orderId }, body });
}

export const useAddPhoto = (orderId: number) =>
  useMutation({ mutationFn: (photo: File) => addPhoto(orderId, photo), networkMode: 'always' });
