package dev.altered.tools;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Optional;

/** Files the tools cannot read or write, in plain words rather than the JDK's exception names. */
final class FileProblems {
  private FileProblems() {}

  /** {@code PATH: what is wrong}, for any I/O failure. */
  static String describe(IOException e) {
    if (e instanceof FileSystemException fs && fs.getFile() != null) {
      String file = fs.getFile() + (fs.getOtherFile() != null ? " -> " + fs.getOtherFile() : "");
      String what;
      if (e instanceof NoSuchFileException) {
        what = "no such file or folder";
      } else if (e instanceof AccessDeniedException) {
        what = "permission denied";
      } else if (e instanceof FileAlreadyExistsException) {
        what = "a file is in the way (a folder was expected)";
      } else if (e instanceof NotDirectoryException) {
        what = "not a folder";
      } else {
        what = fs.getReason() != null ? fs.getReason() : "cannot be read or written";
      }
      return file + ": " + what;
    }
    return e.getMessage() != null ? e.getMessage() : "an input or output error";
  }

  /**
   * Why {@code file} cannot be created or overwritten, checked before a long run rather than after it: its folder
   * must exist and be writable, and it must not be a folder itself.
   */
  static Optional<String> cannotWrite(Path file) {
    Path absolute = file.toAbsolutePath();
    Path folder = absolute.getParent();
    if (Files.isDirectory(absolute)) {
      return Optional.of(file + ": is a folder (expected a file name)");
    }
    if (folder == null || !Files.isDirectory(folder)) {
      return Optional.of(file + ": the folder " + (folder == null ? file : folder) + " does not exist");
    }
    if (Files.exists(absolute) ? !Files.isWritable(absolute) : !Files.isWritable(folder)) {
      return Optional.of(file + ": permission denied");
    }
    return Optional.empty();
  }
}
