package dev.altered.cardfile;

/** How bad a problem is: an error skips the card (or fails a check); a warning is reported and the card loads. */
public enum Severity {
  ERROR, WARNING;

  public String label() {
    return this == ERROR ? "error" : "warning";
  }
}
