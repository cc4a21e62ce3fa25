// The report page's styles: system colours in light and dark (prefers-color-scheme), cards in a
// grid with failures spanning the row, images on a checkerboard, sharp pixels when magnified.

extension ReportPage {
    static let style = #"""
        :root {
          color-scheme: light dark;
          --zoom: 1;
          --bg: #f2f2f7; --card: #ffffff; --text: #1c1c1e; --dim: #6c6c70; --line: #d1d1d6; --accent: #007aff;
          --check-a: #ffffff; --check-b: #e5e5ea;
          --failed: #d70015; --error: #c93400; --new: #0a60d6; --passed: #248a3d; --drawn: #48484a; --cached: #8e8e93;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #000000; --card: #1c1c1e; --text: #f2f2f7; --dim: #aeaeb2; --line: #3a3a3c; --accent: #0a84ff;
            --check-a: #2c2c2e; --check-b: #3a3a3c;
            --failed: #ff453a; --error: #ff9f0a; --new: #409cff; --passed: #30d158; --drawn: #d1d1d6; --cached: #8e8e93;
          }
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; background: var(--bg); color: var(--text); font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        .status-failed { --s: var(--failed); }
        .status-error { --s: var(--error); }
        .status-new { --s: var(--new); }
        .status-passed { --s: var(--passed); }
        .status-drawn { --s: var(--drawn); }
        .status-cached { --s: var(--cached); }
        .top { padding: 16px 24px 12px; border-bottom: 1px solid var(--line); }
        h1 { font-size: 20px; margin: 0 0 8px; overflow-wrap: anywhere; }
        .summary { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 0 0 12px; }
        .total { font-weight: 600; }
        .time { color: var(--dim); }
        .pill, .badge { display: inline-block; padding: 1px 9px; border-radius: 999px; font-size: 12px; font-weight: 600; color: var(--card); background: var(--s); white-space: nowrap; }
        .filters { display: flex; flex-wrap: wrap; gap: 10px 20px; align-items: center; }
        .statuses { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
        .label { font-weight: 600; margin-right: 2px; }
        .chip { display: inline-flex; gap: 6px; align-items: center; padding: 2px 10px 2px 6px; border: 1px solid var(--line); border-radius: 999px; background: var(--card); cursor: pointer; }
        .chip input { margin: 0; accent-color: var(--s); }
        .chip .dot { width: 8px; height: 8px; border-radius: 50%; background: var(--s); }
        .chip .count { color: var(--dim); font-variant-numeric: tabular-nums; }
        select, input[type=search], button { font: inherit; color: var(--text); background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 3px 8px; }
        .shown { margin: 0; color: var(--dim); }
        main { padding: 16px 24px 32px; }
        .note { color: var(--dim); }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 16px; align-items: start; }
        .card { min-width: 0; padding: 12px 14px 14px; background: var(--card); border: 1px solid var(--line); border-left: 5px solid var(--s); border-radius: 10px; }
        .card.wide { grid-column: 1 / -1; }
        .card-head { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
        .card h2 { margin: 0; font-size: 15px; overflow-wrap: anywhere; }
        .facts { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 12px; margin: 8px 0; font-size: 12px; }
        .facts div { display: flex; gap: 6px; min-width: 0; }
        .facts .spec { grid-column: 1 / -1; }
        .wide .facts { display: flex; flex-wrap: wrap; gap: 2px 20px; }
        .facts dt { color: var(--dim); }
        .facts dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
        .message { margin: 8px 0; padding: 6px 8px; max-height: 12em; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; font: 12px/1.4 ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; background: var(--bg); border-radius: 6px; }
        .shots { display: flex; flex-wrap: wrap; gap: 12px; }
        .shot { margin: 8px 0 0; min-width: 0; }
        .shot a { display: inline-block; max-width: 100%; }
        .shot img { display: block; max-width: 100%; height: auto; }
        figcaption { margin-top: 4px; font-size: 12px; }
        .dim { color: var(--dim); }
        .checker { background-color: var(--check-a); background-image: conic-gradient(var(--check-b) 25%, transparent 0 50%, var(--check-b) 0 75%, transparent 0); background-size: 16px 16px; }
        .magnified img { image-rendering: pixelated; }
        .tabs { display: inline-flex; margin: 4px 0 8px; border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
        .tabs button { border: 0; border-radius: 0; background: transparent; padding: 4px 14px; cursor: pointer; }
        .tabs button + button { border-left: 1px solid var(--line); }
        .tabs button[aria-selected=true] { background: var(--accent); color: #ffffff; }
        .sides { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; align-items: start; }
        .stack { position: relative; max-width: 100%; overflow: hidden; }
        .stack img, .stack .reveal { position: absolute; left: 0; top: 0; }
        .stack .reveal { width: 100%; height: 100%; }
        .divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--accent); pointer-events: none; }
        .range { display: flex; align-items: center; gap: 8px; margin-top: 8px; font-size: 12px; color: var(--dim); }
        .range input { flex: 1; max-width: 360px; accent-color: var(--accent); }
        .flip-button { margin-top: 8px; cursor: pointer; }
        .flip-label { font-weight: 600; }
        @media (max-width: 560px) {
          .top, main { padding-left: 12px; padding-right: 12px; }
          .sides { grid-template-columns: minmax(0, 1fr); }
        }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }

        """#
}
