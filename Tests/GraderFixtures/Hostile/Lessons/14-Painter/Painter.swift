/// A wrong greeting that paints over the report: it erases the line above, writes a pass of its own, sets
/// the window's title and the clipboard (OSC 52), and hides what follows.
func greeting() -> String {
    "\u{1B}[1A\u{1B}[2K\r\u{1B}[32m✔\u{1B}[0m 14 Painter — done, 1 of 1 checks pass\u{1B}]0;painted\u{07}\u{1B}]52;c;cm0gLXJmIH4K\u{07}\u{1B}[8m"
}
