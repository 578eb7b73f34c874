// What the browser reads of a chosen video before it is sent (decision 7: "the browser checks
// duration and resolution before upload"): its metadata, without playing it.

/** Duration in seconds and resolution in pixels of a video file; null what could not be read. */
export interface MedidasDoVideo {
  duracao: number | null;
  largura: number | null;
  altura: number | null;
}

/**
 * Reads the file's metadata in a detached <video>. A WebM recorded by a browser may report an
 * Infinity duration until it is seeked to the end, which makes the browser compute the real one.
 * Gives up after `limiteMs` (an unsupported codec never loads): everything null then.
 */
export function medirVideo(arquivo: Blob, limiteMs = 15_000): Promise<MedidasDoVideo> {
  return new Promise((resolver) => {
    const url = URL.createObjectURL(arquivo);
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    let medidas: MedidasDoVideo = { duracao: null, largura: null, altura: null };
    const fim = () => {
      clearTimeout(relogio);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolver(medidas);
    };
    const relogio = setTimeout(fim, limiteMs);
    video.onloadedmetadata = () => {
      medidas = {
        duracao: Number.isFinite(video.duration) ? video.duration : null,
        largura: video.videoWidth || null,
        altura: video.videoHeight || null,
      };
      if (medidas.duracao !== null) return fim();
      video.ondurationchange = () => {
        if (!Number.isFinite(video.duration)) return;
        medidas = { ...medidas, duracao: video.duration };
        fim();
      };
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.onerror = fim;
    video.src = url;
  });
}
