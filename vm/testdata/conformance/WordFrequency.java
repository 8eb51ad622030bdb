// WordFrequency: a typical text-processing program — tokenize, lowercase, count with a
// HashMap, then sort entries by descending count and ascending word (deterministic),
// plus letter statistics and the longest words.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
public class WordFrequency {
    static final String TEXT = "It was the best of times, it was the worst of times, it was the age of wisdom, "
        + "it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, "
        + "it was the season of Light, it was the season of Darkness, it was the spring of hope, "
        + "it was the winter of despair.";
    public static void main(String[] args) {
        Map<String, Integer> counts = new HashMap<>();
        StringBuilder word = new StringBuilder();
        int words = 0;
        for (int i = 0; i <= TEXT.length(); i++) {
            char c = i < TEXT.length() ? TEXT.charAt(i) : ' ';
            if (Character.isLetter(c)) word.append(Character.toLowerCase(c));
            else if (word.length() > 0) { counts.merge(word.toString(), 1, Integer::sum); word.setLength(0); words++; }
        }
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        entries.sort((a, b) -> a.getValue().equals(b.getValue()) ? a.getKey().compareTo(b.getKey()) : b.getValue() - a.getValue());
        System.out.println("words " + words + " distinct " + counts.size());
        for (int i = 0; i < 8; i++) System.out.println(entries.get(i).getKey() + " " + entries.get(i).getValue());
        List<String> longest = new ArrayList<>(counts.keySet());
        longest.sort((a, b) -> a.length() != b.length() ? b.length() - a.length() : a.compareTo(b));
        System.out.println("longest " + longest.subList(0, 4));
        int[] letters = new int[26];
        for (char c : TEXT.toLowerCase().toCharArray()) if (c >= 'a' && c <= 'z') letters[c - 'a']++;
        StringBuilder top = new StringBuilder();
        for (int round = 0; round < 5; round++) {
            int best = 0;
            for (int i = 1; i < 26; i++) if (letters[i] > letters[best]) best = i;
            top.append((char) ('a' + best)).append(letters[best]).append(' ');
            letters[best] = -1;
        }
        System.out.println("top letters " + top);
    }
}
