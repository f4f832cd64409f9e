/** The image files the build made for a picture, in the widths it is shown at. */

export interface PictureVariant {
  width: number;
  url: string;
}

export interface PreparedPicture {
  avif: PictureVariant[];
  webp: PictureVariant[];
  /** Image for browsers that take neither source, at the shown width. */
  fallback: string;
}
