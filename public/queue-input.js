// Keeps a message typed while the chat cannot take it yet (the page has just shown, the session is starting, or a
// turn is still running). Chainlit's composer lost such a message (issue #11 defect 8) in four ways:
// - its submit button is disabled until the session is ready, and Enter then does nothing. Here Enter queues the
//   text instead: a note says so, and it is sent with the ordinary submit button as soon as that button is
//   enabled. Escape cancels the queued message.
// - when the session starts, Chainlit mounts a new, empty composer (its text is React state of the old one), so
//   text typed before the welcome was wiped, and an Enter just after found nothing to send. Here the composer's
//   text is kept as a draft and put back into an emptied composer until it is sent (Enter or the submit button)
//   or deleted; a MutationObserver does it as the new composer appears, before another keystroke can land.
// - on a thread's page Chainlit enables its composer while the thread is being resumed, and then replaces the
//   page's messages with the replayed thread: a message sent in between vanished, and its answer with it (it
//   hangs under the vanished message). Here a message waits until the server says the page is ready (a window
//   message from assistant/app.py, after on_chat_start or once the replayed thread is sent), or, should that
//   never come (an embedded page, an older server), for at most READY_WAIT_MS.
// - on a browser's first visit Chainlit shows the composer and then reloads the page through /login (its header
//   login), which took a message typed in that moment with it. The draft and whether it is queued are kept in
//   sessionStorage (this tab only), so they outlive a reload and a queued message is still sent.
// Load order: config.toml loads this file `defer`, before Chainlit's bundle (a module script); the browser runs
// them in document order, so no composer exists before these listeners do, however late this file arrives
// (tests/assistant/test_ui.py, the "typed_before" tests, delay it and hold the session back).
(function () {
  const KEY = "veristream-composer";
  const READY_WAIT_MS = 20000;
  let ready = window.parent !== window; // embedded, the server's word goes to the host page: do as Chainlit does
  window.addEventListener("message", (e) => {
    if (e.source === window && e.data && e.data.veristream === "session-ready") ready = true;
  });
  setTimeout(() => (ready = true), READY_WAIT_MS);
  const canSend = (btn) => ready && btn && !btn.disabled;
  const box = () => document.getElementById("chat-input");
  const submit = () => document.getElementById("chat-submit");
  const read = (el) => String("value" in el ? el.value : el.innerText); // a <textarea> in Chainlit 2.x
  const inComposer = (e) => e.target && e.target.closest && e.target.closest("#chat-input");
  let draft = ""; // what the analyst typed and has not sent
  let queued = false; // Enter was pressed while the chat could not take the message
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) || "{}");
    draft = String(kept.draft || "");
    queued = Boolean(kept.queued) && Boolean(draft.trim());
  } catch (e) {
    // no sessionStorage (private mode, disabled storage): the draft lives as long as the page
  }

  function remember(text, queue) {
    draft = text;
    queued = queue;
    try {
      if (draft) sessionStorage.setItem(KEY, JSON.stringify({ draft, queued }));
      else sessionStorage.removeItem(KEY);
    } catch (e) {
      // as above
    }
  }

  function write(el, value) {
    // React keeps the composer's state: set the value through the native setter and announce it as input
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setter = Object.getOwnPropertyDescriptor(proto, "value");
    if (setter && setter.set) setter.set.call(el, value);
    else el.innerText = value;
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function note(show) {
    let el = document.getElementById("veristream-queued");
    if (!show) {
      if (el) el.remove();
      return;
    }
    if (el || !box()) return;
    el = document.createElement("div");
    el.id = "veristream-queued";
    el.setAttribute("data-testid", "queued-note");
    el.setAttribute("role", "status");
    el.textContent = "Queued: it will be sent as soon as the chat is ready (Esc cancels).";
    el.style.cssText = "font-size:12px;opacity:.75;padding:2px 8px";
    const anchor = box().closest("form") || box().parentElement;
    anchor.parentElement.insertBefore(el, anchor);
  }

  let sending = null; // the text just handed to Chainlit, until its composer has emptied

  function sent() {
    sending = box() ? read(box()) : null;
    remember("", false);
    note(false);
  }

  document.addEventListener(
    "input",
    (e) => {
      const el = inComposer(e);
      if (el) remember(read(el), queued); // typed, pasted or deleted by the analyst (and our own write below)
    },
    true,
  );

  document.addEventListener(
    "click",
    (e) => {
      const btn = e.target && e.target.closest && e.target.closest("#chat-submit");
      if (!btn) return;
      if (canSend(btn) || !box() || !read(box()).trim()) return sent();
      e.preventDefault();
      e.stopImmediatePropagation(); // capture phase: before the button's own handler
      remember(read(box()), true);
      note(true);
    },
    true,
  );

  document.addEventListener(
    "keydown",
    (e) => {
      const el = inComposer(e);
      if (!el) return;
      if (e.key === "Escape" && queued) {
        remember(draft, false);
        note(false);
        return;
      }
      if (e.key !== "Enter" || e.shiftKey || e.isComposing) return;
      if (canSend(submit())) {
        sent(); // the ordinary path: Chainlit sends it and empties the composer
        return;
      }
      if (!read(el).trim()) return;
      e.preventDefault();
      e.stopImmediatePropagation(); // capture phase: before the composer's own handler
      remember(read(el), true);
      note(true);
    },
    true,
  );

  function keep() {
    const el = box();
    if (!el) return; // between two composers: the draft waits for the next one
    const now = read(el);
    if (now.trim()) {
      if (now === sending) return; // sent: Chainlit empties the composer in a moment
      sending = null;
      if (now !== draft) remember(now, queued); // what the composer shows is the draft (typed, or set by Chainlit)
    } else {
      sending = null;
      if (draft.trim()) write(el, draft); // emptied without being sent: a new composer, a reset one, a reload
    }
  }

  new MutationObserver(keep).observe(document, { childList: true, subtree: true });

  setInterval(() => {
    keep();
    if (!queued) return;
    if (!draft.trim()) return sent(); // nothing left to send
    note(true); // the note may have gone with the old composer
    const btn = submit();
    if (canSend(btn) && box() && read(box()).trim()) {
      sent();
      btn.click();
    }
  }, 250);
})();
