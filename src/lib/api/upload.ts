// The front-end chapter forms (plugin FrontUpload\Endpoint): the same actions answer admin-post.php without
// JavaScript and admin-ajax.php with it. The island sends the server's form itself as multipart data with
// postWithProgress (SPEC §7: 'chapter-thumbnail' only when one was chosen; the fields of the chapter kind not
// chosen are left out).

type ChapterFields = {
  _yomu_front_nonce: string;
  chapter_name: string;
  chapter_name_extend: string;
  chapter_index: string;
  volume_id: string;
  'chapter-thumbnail'?: Blob;
  /** One entry per image. */
  'yomu_images[]'?: Blob;
  yomu_zip?: Blob;
  yomu_text?: string;
  /** A video chapter's servers: one entry per server, in order. */
  'yomu_server_name[]'?: string;
  'yomu_server_embed[]'?: string;
  'yomu_server_position[]'?: string;
  /** The price in points ('' = the site default), only in forms of users who may set prices. */
  chapter_coin?: string;
};

export interface ChapterSaved {
  message: string;
  /** The chapter's URL (the new chapter after an upload, the edited one after a save). */
  url: string;
  /** After an upload: the index the next chapter takes (the highest index plus one). */
  next_index?: number;
}

export interface ChapterSaveFailed {
  code?: string;
  message?: string;
}

export interface UploadActions {
  yomu_front_chapter_create: {
    request: ChapterFields & { manga_id: string; chapter_kind: 'images' | 'text' };
    success: ChapterSaved;
    failure: ChapterSaveFailed;
  };
  yomu_front_chapter_update: {
    request: ChapterFields & { chapter_id: string; pages_mode?: 'add' | 'replace'; chapter_warning?: string };
    success: ChapterSaved;
    failure: ChapterSaveFailed;
  };
}

/** Fired on document when a chapter was uploaded from the front end, so the chapter list can reload. */
export const CHAPTER_UPLOADED_EVENT = 'yomu:chapter-uploaded';

export interface ChapterUploadedDetail {
  url: string;
}
