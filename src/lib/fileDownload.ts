/**
 * Saving a file the app made (导出名单's CSV) behind a small port, as the browser's navigation
 * is (lib/browser): a story or test installs its own and reads the very bytes a user would get.
 */
export interface FileDownloadPort {
  save(fileName: string, bytes: Uint8Array, mimeType: string): void;
}

export const anchorDownload: FileDownloadPort = {
  save(fileName, bytes, mimeType) {
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mimeType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later: Safari starts the download only after the click's task.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};

let adapter: FileDownloadPort = anchorDownload;

export const fileDownload: FileDownloadPort = {
  save: (fileName, bytes, mimeType) => adapter.save(fileName, bytes, mimeType),
};

export function setFileDownloadAdapter(next: FileDownloadPort): void {
  adapter = next;
}

export function resetFileDownloadAdapter(): void {
  adapter = anchorDownload;
}
