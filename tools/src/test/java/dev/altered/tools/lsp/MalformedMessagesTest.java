package dev.altered.tools.lsp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.altered.tools.analysis.Rules;
import dev.altered.tools.analysis.Vocabulary;
import dev.altered.tools.analysis.Workbench;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Bytes that are not JSON-RPC get an error answer, and the same session then serves a well-formed request. */
class MalformedMessagesTest {
  private static byte[] frame(String json) {
    byte[] body = json.getBytes(StandardCharsets.UTF_8);
    byte[] head = ("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    byte[] all = new byte[head.length + body.length];
    System.arraycopy(head, 0, all, 0, head.length);
    System.arraycopy(body, 0, all, head.length, body.length);
    return all;
  }

  /** Reads what the server wrote until {@code wanted} appears (or 30 s pass). */
  private static String readUntil(InputStream in, ByteArrayOutputStream seen, String wanted) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!seen.toString(StandardCharsets.UTF_8).contains(wanted) && System.nanoTime() < deadline) {
      if (in.available() > 0) {
        seen.write(in.read());
      } else {
        Thread.sleep(5);
      }
    }
    return seen.toString(StandardCharsets.UTF_8);
  }

  @Test
  void malformedJsonIsAnsweredWithAParseErrorAndTheSessionGoesOn() throws Exception {
    java.net.Socket client;
    java.net.Socket accepted;
    try (java.net.ServerSocket listener = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      client = new java.net.Socket(listener.getInetAddress(), listener.getLocalPort());
      accepted = listener.accept();
    }
    InputStream serverIn = accepted.getInputStream();
    java.io.OutputStream toClient = accepted.getOutputStream();
    java.io.OutputStream toServer = client.getOutputStream();
    InputStream clientIn = client.getInputStream();
    CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> {
      try {
        return LanguageServerMain.serve(new Workbench(Vocabulary.empty(), Rules.none()), serverIn, toClient);
      } catch (InterruptedException e) {
        return -1;
      }
    });
    ByteArrayOutputStream seen = new ByteArrayOutputStream();
    toServer.write(frame("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{not json"));
    toServer.write(frame("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"no/suchMethod\",\"params\":{}}"));
    toServer.write(frame("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"initialize\",\"params\":{}}"));
    toServer.flush();
    String answers = readUntil(clientIn, seen, "\"capabilities\"");
    assertTrue(answers.contains("\"id\":\"1\"") || answers.contains("\"id\":1"), answers);
    assertTrue(answers.contains("-32700") || answers.contains("-32600") || answers.contains("-32602"), answers);
    assertTrue(answers.contains("-32601"), "the unknown method: " + answers);
    assertTrue(answers.contains("\"capabilities\""), "still serving: " + answers);
    client.shutdownOutput(); // the editor's side of the socket closed, without shutdown and exit
    assertTrue(exit.get(30, TimeUnit.SECONDS) == 1, "input closed without exit");
    client.close();
    accepted.close();
  }
}
