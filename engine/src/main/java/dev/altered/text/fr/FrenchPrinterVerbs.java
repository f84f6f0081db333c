package dev.altered.text.fr;

import static dev.altered.ast.PrintedShape.isOne;

import dev.altered.ast.ObjectRef;
import dev.altered.ast.ObjectRef.Noun;
import dev.altered.ast.ObjectRef.NounGroup;
import dev.altered.ast.ObjectRef.Quantifier;
import dev.altered.ast.PlayerRef;
import dev.altered.ast.Vocabulary.ObjectType;

/** The French printer's persons, genders and verb forms (see {@link FrenchPrinter}). */
final class FrenchPrinterVerbs {
  private final FrenchPrinting printing;

  FrenchPrinterVerbs(FrenchPrinting printing) {
    this.printing = printing;
  }



  enum Person { FIRST, YOU, IMPERATIVE, THIRD, THIRD_PLURAL, FIRST_PLURAL, INFINITIVE }

  enum Gender { MASCULINE, FEMININE }

  static Person person(ObjectRef subject) {
    if (subject == null) {
      return Person.THIRD;
    }
    if (subject instanceof ObjectRef.Self) {
      return Person.FIRST;
    }
    if (subject instanceof ObjectRef.SelfAnd) {
      return Person.FIRST_PLURAL;
    }
    return plural(subject) ? Person.THIRD_PLURAL : Person.THIRD;
  }

  static Person playerPerson(PlayerRef p) {
    return p.kind() == PlayerRef.Kind.OPPONENTS ? Person.THIRD_PLURAL
        : p.kind() == PlayerRef.Kind.YOU ? Person.YOU : Person.THIRD;
  }

  static Person playerPersonOrYou(PlayerRef p) {
    return playerPerson(p);
  }

  static boolean plural(ObjectRef ref) {
    if (ref instanceof ObjectRef.Self || ref instanceof ObjectRef.OneOfThem) {
      return false;
    }
    if (ref instanceof ObjectRef.SelfAnd || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
        || ref instanceof ObjectRef.Targets || ref instanceof ObjectRef.ZoneContents) {
      return true;
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      return p.plural();
    }
    if (ref instanceof ObjectRef.Phrase ph) {
      return ph.quantifier().kind() != Quantifier.Kind.EACH && ph.nouns().plural();
    }
    if (ref instanceof ObjectRef.Possessed p) {
      return p.nouns().plural();
    }
    if (ref instanceof ObjectRef.OfPossessed o) {
      return o.which() == Quantifier.Kind.ALL;
    }
    if (ref instanceof ObjectRef.TopOf t) {
      return t.count().isPresent() && !isOne(t.count().get());
    }
    return ref instanceof ObjectRef.Several s && !s.any();
  }

  Gender antecedentGender(ObjectRef.Pronoun p) {
    int i = p.antecedent().index();
    return i >= 0 && i < printing.named.size() ? gender(printing.named.get(i)) : Gender.MASCULINE;
  }

  Gender gender(ObjectRef ref) {
    if (ref instanceof ObjectRef.Phrase p) {
      return gender(p.nouns());
    }
    if (ref instanceof ObjectRef.Possessed p) {
      return gender(p.nouns());
    }
    if (ref instanceof ObjectRef.OfPossessed p) {
      return gender(p.nouns());
    }
    if (ref instanceof ObjectRef.TopOf || ref instanceof ObjectRef.Rest || ref instanceof ObjectRef.These
        || ref instanceof ObjectRef.OneOfThem) {
      return Gender.FEMININE;
    }
    if (ref instanceof ObjectRef.Pronoun p) {
      return p.restated().map(g -> gender(g)).orElseGet(() -> antecedentGender(p));
    }
    return Gender.MASCULINE;
  }

  /** Masculine if any noun is masculine ("un Personnage ou Permanent ciblé"). */
  static Gender gender(NounGroup g) {
    for (Noun n : g.nouns()) {
      if (!feminine(n)) {
        return Gender.MASCULINE;
      }
    }
    return g.nouns().isEmpty() ? Gender.MASCULINE : Gender.FEMININE;
  }

  static boolean feminine(Noun n) {
    if (n instanceof Noun.Subtype st) {
      return FrenchLexicon.feminineSubtype(st.id());
    }
    if (n instanceof Noun.Type t) {
      return t.type() == ObjectType.CARD || t.type() == ObjectType.EXPEDITION || t.type() == ObjectType.REGION;
    }
    return false;
  }

  /** A pronoun object before a verb: "me", "le", "la", "les", "lui" (for "donner"). */
  String clitic(ObjectRef ref, boolean dative) {
    if (ref instanceof ObjectRef.Self) {
      return "me";
    }
    ObjectRef.Pronoun p = (ObjectRef.Pronoun) ref;
    if (dative) {
      return p.plural() ? "leur" : "lui";
    }
    if (p.plural()) {
      return "les";
    }
    return antecedentGender(p) == Gender.FEMININE ? "la" : "le";
  }

  /** A pronoun object after an imperative: "-moi", "-le", "-la", "-les". */
  String hyphen(ObjectRef ref) {
    if (ref instanceof ObjectRef.Self) {
      return "-moi";
    }
    ObjectRef.Pronoun p = (ObjectRef.Pronoun) ref;
    if (p.plural()) {
      return p.all() ? "-les tous" : "-les";
    }
    return antecedentGender(p) == Gender.FEMININE ? "-la" : "-le";
  }

  // Verb forms: infinitive, imperative (vous), 1st singular, 3rd singular, 3rd plural, 1st plural.
  static final String[] DRAW = {"piocher", "piochez", "pioche", "pioche", "piochent", "piochons"};
  static final String[] DISCARD = {"défausser", "défaussez", "défausse", "défausse", "défaussent", "défaussons"};
  static final String[] SACRIFICE = {"sacrifier", "sacrifiez", "sacrifie", "sacrifie", "sacrifient", "sacrifions"};
  static final String[] PUT = {"mettre", "mettez", "mets", "met", "mettent", "mettons"};
  static final String[] SEND = {"envoyer", "envoyez", "envoie", "envoie", "envoient", "envoyons"};
  static final String[] RETURN = {"renvoyer", "renvoyez", "renvoie", "renvoie", "renvoient", "renvoyons"};
  static final String[] CREATE = {"créer", "créez", "crée", "crée", "créent", "créons"};
  static final String[] READY = {"redresser", "redressez", "redresse", "redresse", "redressent", "redressons"};
  static final String[] EXHAUST = {"épuiser", "épuisez", "épuise", "épuise", "épuisent", "épuisons"};
  static final String[] PLAY = {"jouer", "jouez", "joue", "joue", "jouent", "jouons"};
  static final String[] ROLL = {"lancer", "lancez", "lance", "lance", "lancent", "lançons"};
  static final String[] IGNORE = {"ignorer", "ignorez", "ignore", "ignore", "ignorent", "ignorons"};
  static final String[] REVEAL = {"révéler", "révélez", "révèle", "révèle", "révèlent", "révélons"};
  static final String[] LOOK = {"regarder", "regardez", "regarde", "regarde", "regardent", "regardons"};
  static final String[] CHOOSE = {"choisir", "choisissez", "choisis", "choisit", "choisissent", "choisissons"};
  static final String[] TARGET = {"cibler", "ciblez", "cible", "cible", "ciblent", "ciblons"};
  static final String[] EXCHANGE = {"échanger", "échangez", "échange", "échange", "échangent", "échangeons"};
  static final String[] ACTIVATE = {"activer", "activez", "active", "active", "activent", "activons"};
  static final String[] PAY = {"payer", "payez", "paie", "paie", "paient", "payons"};
  static final String[] SPEND = {"dépenser", "dépensez", "dépense", "dépense", "dépensent", "dépensons"};
  static final String[] REMOVE = {"retirer", "retirez", "retire", "retire", "retirent", "retirons"};
  static final String[] DOUBLE = {"doubler", "doublez", "double", "double", "doublent", "doublons"};
  static final String[] DISTRIBUTE = {"distribuer", "distribuez", "distribue", "distribue", "distribuent",
      "distribuons"};
  static final String[] WIN = {"gagner", "gagnez", "gagne", "gagne", "gagnent", "gagnons"};
  static final String[] REDUCE = {"réduire", "réduisez", "réduis", "réduit", "réduisent", "réduisons"};
  static final String[] INCREASE = {"augmenter", "augmentez", "augmente", "augmente", "augmentent",
      "augmentons"};
  static final String[] GAIN = {"gagner", "gagnez", "gagne", "gagne", "gagnent", "gagnons"};
  static final String[] LOSE = {"perdre", "perdez", "perds", "perd", "perdent", "perdons"};
  static final String[] SWITCH = {"changer", "changez", "change", "change", "changent", "changeons"};
  static final String[] ADVANCE = {"avancer", "avancez", "avance", "avance", "avancent", "avançons"};
  static final String[] RETREAT = {"reculer", "reculez", "recule", "recule", "reculent", "reculons"};
  static final String[] MAKE = {"faire", "faites", "fais", "fait", "font", "faisons"};
  static final String[] HAVE = {"avoir", "avez", "ai", "a", "ont", "avons"};
  static final String[] BE = {"être", "êtes", "suis", "est", "sont", "sommes"};
  static final String[] CAN = {"pouvoir", "pouvez", "peux", "peut", "peuvent", "pouvons"};
  static final String[] COST = {"coûter", "coûtez", "coûte", "coûte", "coûtent", "coûtons"};
  static final String[] COUNT = {"compter", "comptez", "compte", "compte", "comptent", "comptons"};
  static final String[] PREVENT = {"empêcher", "empêchez", "empêche", "empêche", "empêchent", "empêchons"};
  static final String[] BEGIN = {"commencer", "commencez", "commence", "commence", "commencent",
      "commençons"};
  static final String[] REMAIN = {"rester", "restez", "reste", "reste", "restent", "restons"};
  static final String[] CONTROL = {"contrôler", "contrôlez", "contrôle", "contrôle", "contrôlent",
      "contrôlons"};
  static final String[] OWN = {"posséder", "possédez", "possède", "possède", "possèdent", "possédons"};
  static final String[] GO = {"aller", "allez", "vais", "va", "vont", "allons"};
  static final String[] LEAVE = {"quitter", "quittez", "quitte", "quitte", "quittent", "quittons"};
  static final String[] JOIN = {"rejoindre", "rejoignez", "rejoins", "rejoint", "rejoignent", "rejoignons"};
  static final String[] ATTEMPT = {"tenter", "tentez", "tente", "tente", "tentent", "tentons"};

  static String verb(String[] forms, Person person) {
    return switch (person) {
      case INFINITIVE -> forms[0];
      case IMPERATIVE, YOU -> forms[1];
      case FIRST -> forms[2];
      case THIRD -> forms[3];
      case THIRD_PLURAL -> forms[4];
      case FIRST_PLURAL -> forms[5];
    };
  }
}
