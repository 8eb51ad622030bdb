// EnumBasics: values(), valueOf (incl. IllegalArgumentException for bad names), ordinal,
// name/toString, compareTo, equality by ==, enums in collections (EnumMap, EnumSet,
// TreeMap ordering by ordinal), and Enum.valueOf(Class, String).
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
public class EnumBasics {
    enum Color { RED, GREEN, BLUE, YELLOW }
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN; boolean weekend() { return this == SAT || this == SUN; } }
    public static void main(String[] args) {
        for (Color c : Color.values()) System.out.println(c + " name=" + c.name() + " ordinal=" + c.ordinal() + " cmp(BLUE)=" + c.compareTo(Color.BLUE));
        Color g = Color.valueOf("GREEN");
        System.out.println("valueOf GREEN same instance " + (g == Color.GREEN) + " equals " + g.equals(Color.GREEN) + " class " + g.getClass().getSimpleName()
            + " declaring " + g.getDeclaringClass().getSimpleName());
        try { Color.valueOf("PURPLE"); } catch (IllegalArgumentException e) { System.out.println("bad valueOf: " + e.getMessage()); }
        try { Color.valueOf(null); } catch (NullPointerException e) { System.out.println("null valueOf: NPE"); }
        System.out.println("Enum.valueOf " + Enum.valueOf(Day.class, "FRI").ordinal());
        Color[] vs = Color.values();
        vs[0] = null;
        System.out.println("values() returns a copy: " + Color.values()[0]);
        StringBuilder sb = new StringBuilder();
        for (Day d : Day.values()) if (d.weekend()) sb.append(d).append(' ');
        System.out.println("weekend " + sb);
        EnumMap<Day, Integer> hours = new EnumMap<>(Day.class);
        hours.put(Day.FRI, 6); hours.put(Day.MON, 8); hours.put(Day.WED, 7);
        System.out.println("EnumMap " + hours + " containsKey TUE " + hours.containsKey(Day.TUE));
        int total = 0;
        for (Map.Entry<Day, Integer> e : hours.entrySet()) total += e.getValue();
        System.out.println("total hours " + total);
        EnumSet<Day> work = EnumSet.range(Day.MON, Day.FRI);
        EnumSet<Day> rest = EnumSet.complementOf(work);
        System.out.println("EnumSet " + work + " complement " + rest + " allOf size " + EnumSet.allOf(Color.class).size() + " noneOf " + EnumSet.noneOf(Color.class));
        System.out.println("hash stable? " + (Color.RED.hashCode() == Color.RED.hashCode()) + " toString " + Day.SUN.toString());
    }
}
