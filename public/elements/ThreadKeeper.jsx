import { useEffect } from "react";

// Remembers this browser's VeriStream thread in a cookie, so reopening the app resumes the conversation and its
// audit (Chainlit's own thread id changes per browser session when no data layer is configured).
export default function ThreadKeeper() {
  useEffect(() => {
    if (props.thread_id) {
      document.cookie = `veristream_thread=${props.thread_id}; path=/; max-age=31536000; SameSite=Lax`;
    }
  }, [props.thread_id]);
  return (
    <div className="text-xs text-muted-foreground" data-testid="thread-id">
      Thread <code>{props.thread_id}</code>{props.resumed ? " (resumed)" : ""} · say <code>new thread</code> to start over
    </div>
  );
}
