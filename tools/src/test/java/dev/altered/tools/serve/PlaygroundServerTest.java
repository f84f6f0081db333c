package dev.altered.tools.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Bad requests get a JSON error with a status code, and the server keeps answering. */
class PlaygroundServerTest {
  static PlaygroundServer server;
  static final HttpClient HTTP = HttpClient.newHttpClient();

  @BeforeAll
  static void start() throws Exception {
    server = PlaygroundServer.start(0);
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static HttpResponse<String> post(String path, String body) throws Exception {
    return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void aTenMegabytePasteIsRefusedWithA413AndTheServerGoesOn() throws Exception {
    HttpResponse<String> big = post("/api/card", "x".repeat(10 << 20));
    assertEquals(413, big.statusCode());
    assertTrue(big.body().contains("\"error\""), big.body());
    assertEquals(200, post("/api/translations", "set A: B\n").statusCode());
  }

  @Test
  void binaryContentIsNotACardFile() throws Exception {
    HttpResponse<String> r = post("/api/card", "\0\0PNG");
    assertEquals(400, r.statusCode());
    assertTrue(r.body().contains("not a card file"), r.body());
  }

  @Test
  void aTextThatIsNotACardFileGetsItsProblemsWithLineAndColumn() throws Exception {
    HttpResponse<String> r = post("/api/card", "hello world\n");
    assertEquals(200, r.statusCode());
    assertTrue(r.body().contains("\"line\":1"), r.body());
  }

  @Test
  void unknownPagesAndWrongMethodsAreJsonErrors() throws Exception {
    HttpResponse<String> missing = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
        + "/nothing")).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(404, missing.statusCode());
    HttpResponse<String> get = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port()
        + "/api/card")).build(), HttpResponse.BodyHandlers.ofString());
    assertEquals(405, get.statusCode());
  }

  @Test
  void aClientThatHangsUpMidRequestLeavesTheServerRunning() throws Exception {
    try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
      socket.getOutputStream().write(("POST /api/card HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\nset")
          .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    }
    assertEquals(200, post("/api/translations", "set A: B\n").statusCode());
  }
}
