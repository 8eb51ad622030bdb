// CollectionsSort: Collections.sort natural and with Comparators (anonymous class,
// lambda, Comparator.comparing/thenComparing/reversed), stability of the sort,
// Collections.reverse/max/min/shuffle with a seeded Random, binarySearch, frequency.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
public class CollectionsSort {
    static class Person {
        final String name; final int age;
        Person(String name, int age) { this.name = name; this.age = age; }
        String getName() { return name; }
        int getAge() { return age; }
        @Override public String toString() { return name + "(" + age + ")"; }
    }
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>(Arrays.asList(5, 3, 9, 1, 7, 3, 8, 2));
        Collections.sort(nums);
        System.out.println("natural " + nums + " binarySearch(7) " + Collections.binarySearch(nums, 7) + " (4) " + Collections.binarySearch(nums, 4));
        Collections.sort(nums, new Comparator<Integer>() {
            @Override public int compare(Integer a, Integer b) { return Integer.compare(b % 3, a % 3) != 0 ? Integer.compare(b % 3, a % 3) : a - b; }
        });
        System.out.println("by mod 3 desc " + nums);
        Collections.sort(nums, Collections.reverseOrder());
        System.out.println("reverseOrder " + nums + " max " + Collections.max(nums) + " min " + Collections.min(nums) + " freq(3) " + Collections.frequency(nums, 3));
        List<Person> people = new ArrayList<>();
        String[] names = { "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus" };
        int[] ages = { 30, 25, 30, 22, 25, 30, 22 };
        for (int i = 0; i < names.length; i++) people.add(new Person(names[i], ages[i]));
        people.sort(Comparator.comparingInt(Person::getAge));
        System.out.println("stable by age " + people);
        people.sort(Comparator.comparing(Person::getAge).reversed().thenComparing(Person::getName, Comparator.reverseOrder()));
        System.out.println("age desc, name desc " + people);
        people.sort((p, q) -> p.name.compareTo(q.name));
        System.out.println("by name " + people);
        Collections.reverse(people);
        System.out.println("reversed " + people);
        List<Integer> deck = new ArrayList<>();
        for (int i = 0; i < 10; i++) deck.add(i);
        Collections.shuffle(deck, new Random(42));
        System.out.println("shuffled(seed 42) " + deck);
        Collections.swap(deck, 0, 9);
        Collections.rotate(deck, 3);
        System.out.println("swap+rotate " + deck);
        List<String> words = new ArrayList<>(Arrays.asList("banana", "Apple", "cherry", "apple", "Banana"));
        Collections.sort(words);
        System.out.println("strings natural " + words);
        words.sort(String.CASE_INSENSITIVE_ORDER.thenComparing(Comparator.naturalOrder()));
        System.out.println("case-insensitive then natural " + words);
        Person oldest = Collections.max(people, Comparator.comparingInt(Person::getAge).thenComparing(Person::getName));
        System.out.println("oldest (ties by name) " + oldest);
    }
}
