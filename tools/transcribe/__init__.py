"""transcribe-video: captions, offline speech-to-text and timestamped on-screen text, from any video source.

Sources: YouTube links in any pasted form, other media URLs (yt-dlp generic extractor), local media files, and
caption/transcript files. Configuration (environment variables, all optional):

- VERISTREAM_WHISPER_MODEL_DIR   another CTranslate2 Whisper model directory (default: bundled tiny.en)
- VERISTREAM_ASR_BEAM / VERISTREAM_ASR_THREADS   beam size (5) and CPU threads (2) for speech-to-text
- VERISTREAM_OCR_FPS / VERISTREAM_OCR_THREADS    frames sampled per second for OCR (1) and OCR threads (2)
- VERISTREAM_ASR_TIMEOUT_S / VERISTREAM_OCR_TIMEOUT_S / VERISTREAM_DOWNLOAD_TIMEOUT_S   per-stage deadlines
- VERISTREAM_TRANSCRIPT_CACHE=0  do not read or write cached transcripts
- shared with the rest of VeriStream: VERISTREAM_ALLOW_LOCAL_URLS, VERISTREAM_MAX_DURATION_S,
  VERISTREAM_MAX_FILE_MB, VERISTREAM_NETWORK_TIMEOUT_S, VERISTREAM_CACHE_DIR
"""

from .pipeline import load_caption_file, transcribe

__all__ = ["load_caption_file", "transcribe"]
