import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

// One player per audit. Timestamps anywhere in the chat dispatch a window event
// `veristream-seek` {audit_id, t}; the player of that audit seeks there.
// YouTube: iframe with enablejsapi=1, seek via the IFrame API postMessage protocol (seekTo).
// Local files: HTML5 <video> served by the app's /veristream/media/<audit_id> route (HTTP Range).
// A seek plays from the clicked time, and when the player has scrolled out of view it docks in the corner of the
// window (position: fixed) so the analyst sees it play (issue #11 defect 7); "Undock" puts it back in the chat.
export default function VideoPlayer() {
  const videoRef = useRef(null);
  const frameRef = useRef(null);
  const boxRef = useRef(null);
  const [last, setLast] = useState(null);
  const [docked, setDocked] = useState(false);

  const inView = () => {
    const el = boxRef.current;
    if (!el) return true;
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= (window.innerHeight || document.documentElement.clientHeight);
  };
  const fmt = (t) => {
    const s = Math.floor(t);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  };

  const seek = (t) => {
    if (props.kind === "youtube" && frameRef.current) {
      const cmd = (func, args) =>
        frameRef.current.contentWindow.postMessage(JSON.stringify({ event: "command", func, args }), "*");
      cmd("seekTo", [t, true]);
      cmd("playVideo", []);
    } else if (videoRef.current) {
      videoRef.current.currentTime = t;
      const playing = videoRef.current.play(); // a click is a user gesture: the browser lets it play
      if (playing && playing.catch) playing.catch(() => {});
    }
    if (!docked && !inView()) setDocked(true);
    setLast(t);
  };

  useEffect(() => {
    const onSeek = (e) => {
      const d = e.detail || {};
      if (d.audit_id && d.audit_id !== props.audit_id) return;
      seek(Number(d.t) || 0);
    };
    window.addEventListener("veristream-seek", onSeek);
    return () => window.removeEventListener("veristream-seek", onSeek);
  }, [props.audit_id, props.kind, docked]);

  // inline colours: only the Tailwind classes Chainlit itself uses are compiled into its CSS
  const colour = { critical: "#dc2626", high: "#f97316", medium: "#eab308", low: "#94a3b8" };
  const duration = props.duration || 0;

  let media = null;
  if (props.kind === "youtube") {
    const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(props.video_id)}?enablejsapi=1&rel=0`;
    media = (
      <iframe ref={frameRef} data-testid="player-youtube" src={src} width="560" height="315" style={{ maxWidth: "100%" }}
        allow="autoplay; encrypted-media" allowFullScreen title={props.title || "video"}
        onLoad={() => frameRef.current.contentWindow.postMessage(JSON.stringify({ event: "listening" }), "*")} />
    );
  } else if (props.src) {
    media = (
      <video ref={videoRef} data-testid="player-video" id={`player-${props.audit_id}`} src={props.src}
        controls preload="metadata" width="560" style={{ maxWidth: "100%" }} />
    );
  } else {
    media = <div className="text-sm text-muted-foreground">No video for this source (caption file only).</div>;
  }

  const dock = docked
    ? { position: "fixed", right: 16, bottom: 16, zIndex: 1000, width: 420, maxWidth: "calc(100vw - 32px)",
        padding: 8, borderRadius: 8, background: "var(--background, #fff)", boxShadow: "0 4px 24px rgba(0,0,0,.35)" }
    : {};
  return (
    <div className="flex flex-col gap-2" data-testid="video-player" data-audit={props.audit_id}
      data-docked={docked ? "true" : "false"} ref={boxRef} style={dock}>
      {docked && (
        <div className="flex justify-between items-center text-xs text-muted-foreground">
          <span>{props.title || "video"}</span>
          <Button size="sm" variant="ghost" data-testid="player-undock" onClick={() => setDocked(false)}>Undock</Button>
        </div>
      )}
      {media}
      {duration > 0 && (
        <div title="findings on the timeline"
          style={{ position: "relative", height: 12, width: "100%", maxWidth: 560, borderRadius: 4, background: "rgba(127,127,127,0.25)" }}>
          {(props.markers || []).map((m) => (
            <button key={m.id} data-testid={`marker-${m.id}`} onClick={() => seek(m.t)} title={`${m.id} at ${fmt(m.t)}`}
              style={{ position: "absolute", top: 0, height: 12, width: 8, borderRadius: 3, border: 0, cursor: "pointer",
                background: colour[m.severity] || "#64748b", left: `${Math.min(98, (100 * m.t) / duration)}%` }} />
          ))}
        </div>
      )}
      <div className="flex flex-wrap gap-1">
        {(props.markers || []).map((m) => (
          <Button key={m.id} size="sm" variant="outline" data-testid={`seek-${m.id}`} onClick={() => seek(m.t)}>
            {m.id} · {fmt(m.t)}
          </Button>
        ))}
      </div>
      <div className="text-xs text-muted-foreground" data-testid="player-state">
        {props.title || ""}{last != null ? ` · jumped to ${fmt(last)}` : ""}
      </div>
    </div>
  );
}
