import type { IslandDeclaration } from '../../app/island.ts';
import { MODAL_DIALOG_PHRASES } from '../../ui/modal-dialog/modal-dialog.phrases.ts';

/** The rows are fetched in the browser (load more, share, the gated download's disclaimer). */
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
