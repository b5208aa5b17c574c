import { counterImageProblem, maxImageBytes } from '#contracts/counter.ts';
import type { MessageKey } from '#contracts/messages.ts';

/** A chosen file as a data URL, or the message key of why it cannot be a window image. */
export async function readImage(
  file: File,
): Promise<{ dataUrl: string; problem: null } | { dataUrl: null; problem: MessageKey }> {
  // Checked before reading: a large photo is refused without loading it into memory.
  if (file.size > maxImageBytes) return { dataUrl: null, problem: 'validation.image_too_large' };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
  const problem = counterImageProblem(dataUrl);
  return problem ? { dataUrl: null, problem } : { dataUrl, problem: null };
}
