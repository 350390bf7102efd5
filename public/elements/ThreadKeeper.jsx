import { useEffect } from "react";

// Remembers this browser's VeriStream thread in a cookie, so reopening the app resumes the conversation and its
// audit (Chainlit's own thread id changes per browser session when no data layer is configured).
// "New chat" forgets it. It also makes every timestamp link in the chat ([0:04](#seek-<audit>-<t>)) seek that audit's player.
export default function ThreadKeeper() {
  useEffect(() => {
    if (props.thread_id) {
      document.cookie = `veristream_thread=${props.thread_id}; path=/; max-age=31536000; SameSite=Lax`;
    }
  }, [props.thread_id]);

  useEffect(() => {
    if (window.__veristreamSeekLinks) return; // one document-wide listener, however many keepers mount
    window.__veristreamSeekLinks = true;
    document.addEventListener(
      "click",
      (e) => {
        // Chainlit's "New chat" must start a new thread: forget the remembered one before its session starts.
        if (e.target && e.target.closest && e.target.closest("#new-chat-button")) {
          document.cookie = "veristream_thread=; path=/; max-age=0; SameSite=Lax";
          return;
        }
        const a = e.target && e.target.closest ? e.target.closest('a[href*="#seek-"]') : null;
        if (!a) return;
        const m = (a.getAttribute("href") || "").match(/#seek-([\w-]+?)-([\d.]+)$/);
        if (!m) return;
        e.preventDefault();
        e.stopPropagation();
        window.dispatchEvent(new CustomEvent("veristream-seek", { detail: { audit_id: m[1], t: parseFloat(m[2]) } }));
      },
      true
    );
  }, []);

  return (
    <div className="text-xs text-muted-foreground" data-testid="thread-id">
      Thread <code>{props.thread_id}</code>{props.resumed ? " (resumed)" : ""} · say <code>new thread</code> to start over
    </div>
  );
}
