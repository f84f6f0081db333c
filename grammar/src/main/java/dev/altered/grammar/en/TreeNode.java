package dev.altered.grammar.en;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * The super class of the generated parse tree nodes ({@code contextSuperClass}): the same accessors as ANTLR's, with
 * indexed loops and no list built when nothing matches. The AST builder calls them for every node it reads, so they
 * are on the front-end's hot path.
 */
public class TreeNode extends ParserRuleContext {
  public TreeNode() {}

  public TreeNode(ParserRuleContext parent, int invokingStateNumber) {
    super(parent, invokingStateNumber);
  }

  /** As ANTLR's, without a string builder for a node of one child (a word, a number): the builder reads many. */
  @Override
  public String getText() {
    List<ParseTree> c = children;
    if (c != null && c.size() == 1) {
      return c.get(0).getText();
    }
    return super.getText();
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T extends ParseTree> T getChild(Class<? extends T> type, int i) {
    List<ParseTree> c = children;
    if (c == null || i < 0) {
      return null;
    }
    int j = -1;
    for (int k = 0, n = c.size(); k < n; k++) {
      ParseTree o = c.get(k);
      // The exact class first (most nodes are of their rule's class, not of a labeled alternative's sub-class); the
      // checked cast is not needed after the test.
      if ((o.getClass() == type || type.isInstance(o)) && ++j == i) {
        return (T) o;
      }
    }
    return null;
  }

  @Override
  public <T extends ParserRuleContext> T getRuleContext(Class<? extends T> type, int i) {
    return getChild(type, i);
  }

  @Override
  public <T extends ParserRuleContext> List<T> getRuleContexts(Class<? extends T> type) {
    List<ParseTree> c = children;
    if (c == null) {
      return Collections.emptyList();
    }
    List<T> out = null;
    for (int k = 0, n = c.size(); k < n; k++) {
      ParseTree o = c.get(k);
      if (type.isInstance(o)) {
        if (out == null) {
          out = new ArrayList<>(4);
        }
        @SuppressWarnings("unchecked")
        T t = (T) o;
        out.add(t);
      }
    }
    return out == null ? Collections.emptyList() : out;
  }

  @Override
  public TerminalNode getToken(int ttype, int i) {
    List<ParseTree> c = children;
    if (c == null || i < 0) {
      return null;
    }
    int j = -1;
    for (int k = 0, n = c.size(); k < n; k++) {
      if (c.get(k) instanceof TerminalNode t && t.getSymbol().getType() == ttype && ++j == i) {
        return t;
      }
    }
    return null;
  }

  @Override
  public List<TerminalNode> getTokens(int ttype) {
    List<ParseTree> c = children;
    if (c == null) {
      return Collections.emptyList();
    }
    List<TerminalNode> out = null;
    for (int k = 0, n = c.size(); k < n; k++) {
      if (c.get(k) instanceof TerminalNode t && t.getSymbol().getType() == ttype) {
        if (out == null) {
          out = new ArrayList<>(4);
        }
        out.add(t);
      }
    }
    return out == null ? Collections.emptyList() : out;
  }
}
