package dev.altered.tools.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.altered.tools.analysis.CardAnalysis;
import dev.altered.tools.analysis.InputProblem;
import dev.altered.tools.analysis.Session;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The playground's HTTP server (the JDK's own: three static files and two JSON endpoints need no framework), bound to
 * the loopback interface only: it is a designer's local tool. Every bad request gets a JSON error and a status code;
 * the server keeps running.
 */
public final class PlaygroundServer implements AutoCloseable {
  private static final Map<String, String> STATIC = Map.of("/", "index.html", "/index.html", "index.html",
      "/app.js", "app.js", "/app.css", "app.css");
  /** A larger paste is answered without being read to its end (the client may then see a reset connection). */
  private static final long DRAINED = 64L << 20;
  private final HttpServer server;
  private final Session session = Session.start();
  private final ExecutorService workers;

  private PlaygroundServer(HttpServer server, ExecutorService workers) {
    this.server = server;
    this.workers = workers;
  }

  /** Starts on {@code port} of 127.0.0.1 (0: any free port). */
  public static PlaygroundServer start(int port) throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 16);
    ExecutorService workers = Executors.newFixedThreadPool(4, r -> {
      Thread t = new Thread(r, "playground");
      t.setDaemon(true);
      return t;
    });
    server.setExecutor(workers);
    PlaygroundServer playground = new PlaygroundServer(server, workers);
    server.createContext("/", playground::handle);
    server.start();
    return playground;
  }

  public int port() {
    return server.getAddress().getPort();
  }

  @Override
  public void close() {
    server.stop(0);
    workers.shutdownNow();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String path = exchange.getRequestURI().getPath();
      String method = exchange.getRequestMethod();
      if (STATIC.containsKey(path) && method.equals("GET")) {
        staticFile(exchange, STATIC.get(path));
      } else if (path.equals("/api/card") || path.equals("/api/translations")) {
        if (!method.equals("POST")) {
          error(exchange, 405, path + " takes a POST of card file text");
          return;
        }
        api(exchange, path);
      } else {
        error(exchange, 404, "no page " + path + " (the playground is at /)");
      }
    } catch (IOException e) {
      // The browser went away mid-answer (a closed socket): nothing to answer, the server goes on.
    } catch (RuntimeException e) {
      // An engine defect on this input: said in one line to the page, not as a stack trace.
      try {
        error(exchange, 500, "internal error, please report it with the card text: " + e);
      } catch (IOException gone) {
        // as above
      }
    }
  }

  private void api(HttpExchange exchange, String path) throws IOException {
    InputStream in = exchange.getRequestBody();
    byte[] body = in.readNBytes(CardAnalysis.MAX_CHARS * 4 + 1);
    if (body.length > CardAnalysis.MAX_CHARS * 4 || in.read() >= 0) {
      // Read to its end first: a client still sending when the answer comes would see a reset, not the answer.
      byte[] skipped = new byte[1 << 16];
      for (long drained = 0; drained < DRAINED; ) {
        int n = in.read(skipped);
        if (n < 0) {
          break;
        }
        drained += n;
      }
      error(exchange, 413, "the text is larger than " + CardAnalysis.MAX_CHARS + " characters: paste one card file"
          + " at most");
      return;
    }
    String text = new String(body, StandardCharsets.UTF_8);
    if (text.indexOf('\0') >= 0) {
      error(exchange, 400, "not a card file: the text holds NUL characters (a binary file?)");
      return;
    }
    try {
      ObjectNode answer = path.equals("/api/card") ? CardJson.analyze(session, text)
          : CardJson.translations(session, text);
      send(exchange, 200, "application/json", CardJson.MAPPER.writeValueAsBytes(answer));
    } catch (InputProblem e) {
      error(exchange, e.getMessage().contains("characters long") ? 413 : 400, e.getMessage());
    }
  }

  private static void staticFile(HttpExchange exchange, String name) throws IOException {
    try (InputStream in = PlaygroundServer.class.getResourceAsStream(name)) {
      if (in == null) {
        error(exchange, 500, "the tools jar lacks " + name);
        return;
      }
      String type = name.endsWith(".js") ? "text/javascript" : name.endsWith(".css") ? "text/css" : "text/html";
      send(exchange, 200, type + "; charset=utf-8", in.readAllBytes());
    }
  }

  private static void error(HttpExchange exchange, int status, String message) throws IOException {
    ObjectNode body = CardJson.MAPPER.createObjectNode().put("error", message).put("status", status);
    send(exchange, status, "application/json", CardJson.MAPPER.writeValueAsBytes(body));
  }

  private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.getResponseHeaders().set("Cache-Control", "no-store");
    exchange.sendResponseHeaders(status, body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }
}
