// The key to one of the library's pictures: each mark drawn as a swatch with the picture's own
// classes (the library's <style> inside the picture colours both alike), then in words. A
// swatch is hidden from screen readers; the words are what they read.
const swatch = (svgClass, mark) =>
  `<svg class="boardsolve ${svgClass} swatch" viewBox="0 0 40 40" width="32" height="32" aria-hidden="true" focusable="false">` +
  `${mark}</svg>`;

/// Shows, after `anchor`, the list `id` of `entries` ({mark: SVG of the swatch, selector, words}),
/// each only if `picture` (an element holding the picture's <svg>) draws a mark matching its
/// selector; the whole list hidden when none does or `show` is false.
export function showKey({id, anchor, picture, svgClass, entries, label, show = true}) {
  let list = document.getElementById(id);
  if (!list) {
    list = document.createElement("ul");
    list.id = id;
    list.className = "legend";
    list.setAttribute("aria-label", label);
    list.innerHTML = entries.map(({mark, words}) => `<li>${swatch(svgClass, mark)}<span>${words}</span></li>`).join("");
    anchor.after(list);
  }
  const drawn = show ? picture.querySelector("svg") : null;
  [...list.children].forEach((item, i) => { item.hidden = !drawn?.querySelector(entries[i].selector); });
  list.hidden = ![...list.children].some((item) => !item.hidden);
}
