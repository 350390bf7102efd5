// Keeps a message typed while the chat cannot take it yet (the page has just shown, the session is starting, or a
// turn is still running). Chainlit's composer lost such a message (issue #11 defect 8): its submit button is
// disabled until the session is connected, Enter did nothing, and the composer was reset when the session started.
// Here Enter queues the text instead: a note says so, the text is put back if the composer is reset, and it is
// sent with the ordinary submit button as soon as that button is enabled. Escape cancels the queued message.
(function () {
  let pending = null;
  const box = () => document.getElementById("chat-input");
  const submit = () => document.getElementById("chat-submit");
  const read = (el) => String("value" in el ? el.value : el.innerText); // a <textarea> in Chainlit 2.x

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

  document.addEventListener(
    "keydown",
    (e) => {
      const el = e.target && e.target.closest && e.target.closest("#chat-input");
      if (!el) return;
      if (e.key === "Escape" && pending !== null) {
        pending = null;
        note(false);
        return;
      }
      if (e.key !== "Enter" || e.shiftKey || e.isComposing) return;
      const btn = submit();
      if (btn && !btn.disabled) return; // the ordinary path
      const text = read(el).trim();
      if (!text) return;
      e.preventDefault();
      e.stopImmediatePropagation(); // capture phase: before the composer's own handler
      pending = text;
      note(true);
    },
    true,
  );

  setInterval(() => {
    const el = box();
    if (pending === null || !el) return;
    const now = read(el).trim();
    if (!now) write(el, pending); // the composer was reset when the session started: put the text back
    else pending = now; // the analyst is still editing the queued text
    note(true);
    const btn = submit();
    if (btn && !btn.disabled && read(el).trim()) {
      pending = null;
      note(false);
      btn.click();
    }
  }, 250);
})();
