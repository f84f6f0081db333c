package dev.altered.text.de;

/**
 * Grammatical cases: what an article or pronoun allows when the builder reads it (German marks roles by case, not by
 * position), and what the printer declines a noun phrase in.
 */
enum Case { NOM, ACC, DAT, GEN }
