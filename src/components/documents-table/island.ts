import type { IslandDeclaration } from '../../app/island.ts';
import { MODAL_DIALOG_PHRASES } from '../../ui/modal-dialog/modal-dialog.phrases.ts';

/** The first page comes with the page (block data); Load more, share and the gated download's disclaimer run in the browser. */
export const island: IslandDeclaration = {
  load: 'visible',
  phrases: [
    ...MODAL_DIALOG_PHRASES,
    'CopyLink',
    'OpensInNewTab',
    'DocumentsDisclaimer',
    'DocumentsDownload',
    'DocumentsEditorNoSource',
    'DocumentsEmpty',
    'DocumentsFileType',
    'DocumentsLoading',
    'DocumentsShare',
    'files',
    'linkCopied',
    'loadMore',
  ],
};
