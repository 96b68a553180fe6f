/// The gallery's look, on top of the renderer's style sheet: served to every page through
/// ``LiveServerConfiguration/additionalStyleSheet``.
///
/// ```swift
/// configuration.additionalStyleSheet = galleryStyleSheet
/// ```
///
/// It restyles the renderer's classes only; the views stay plain SwiftUI-style code.
package let galleryStyleSheet = #"""
  :root {
    --cw-accent: #0a5fc4; --cw-background: #eef1f6; --cw-separator: #d6dbe3;
    line-height: 1.45;
  }
  body { min-height: 100vh; }
  .cw-root { padding: 24px 16px 48px; }
  .cw-navigation-view > .cw-link:first-child {
    display: inline-block; margin-bottom: 4px; font-size: .95rem; padding: 2px 0;
  }
  .cw-navigation-title { font-size: 2.1rem; letter-spacing: -.01em; margin: 4px 0 20px; }
  .cw-section-body, .cw-list {
    box-shadow: 0 1px 2px rgba(16, 24, 40, .06), 0 1px 3px rgba(16, 24, 40, .08);
  }
  .cw-section-body .cw-link .cw-text { font-size: 1.1rem; }
  .cw-bs-bordered {
    background: var(--cw-surface); border: 1px solid var(--cw-separator); color: var(--cw-primary);
    text-align: center;
  }
  .cw-bs-bordered:hover:not(:disabled) { border-color: var(--cw-accent); }
  .cw-bs-borderedprominent:hover:not(:disabled) { filter: brightness(1.1); }
  .cw-bs-borderedprominent:disabled { background: var(--cw-separator); border-color: var(--cw-separator); color: var(--cw-secondary); }
  .cw-form > .cw-bs-borderedprominent { align-self: flex-start; }
  .cw-alert { box-shadow: 0 12px 32px rgba(0, 0, 0, .25); }
  .cw-alert-backdrop { animation: gallery-fade-in .15s ease-out; }
  @keyframes gallery-fade-in { from { opacity: 0; } to { opacity: 1; } }
  @media (prefers-reduced-motion: reduce) { .cw-alert-backdrop { animation: none; } }
  """#
