/** Codes of uploading and reading images. */
export const IMAGE_MESSAGES = {
  image_not_found: 'La imagen no existe.',
  image_not_multipart: 'Envía la imagen como multipart/form-data en el campo «file».',
  image_missing: 'Falta la imagen en el campo «file».',
  image_multipart_invalid: 'El formulario multipart no es válido.',
  image_empty: 'La imagen está vacía.',
  image_type: 'El archivo debe ser una imagen PNG, JPEG, WebP, GIF o SVG.',
  image_too_large: 'La imagen no puede superar %{max} MB.',
  image_upload_limit: 'Has subido %{max} imágenes en la última hora, el máximo. Vuelve a probar más tarde.',
  image_queue_full: 'Hay muchas imágenes subiéndose ahora mismo. Vuelve a probar en unos segundos.',
} as const;
