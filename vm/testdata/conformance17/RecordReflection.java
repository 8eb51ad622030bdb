import java.lang.reflect.RecordComponent;
import java.util.List;

// Class.isRecord and getRecordComponents: names, types, generic
// signatures and accessors of a record's components; a class's generic
// signature (type parameters, generic superclass and interfaces).
public class RecordReflection {
    static class Names extends java.util.ArrayList<String> implements Comparable<Names> {
        java.util.Map<String, List<Integer>> index;

        public int compareTo(Names o) { return 0; }
    }

    record P(int x, String s, List<String> l) {}

    record Empty() {}

    public static void main(String[] args) throws Exception {
        System.out.println(P.class.isRecord() + " " + RecordReflection.class.isRecord() + " " + Empty.class.isRecord() + " " + int.class.isRecord());
        P p = new P(3, "s", List.of("q"));
        for (RecordComponent rc : P.class.getRecordComponents()) {
            System.out.println(rc.getName() + " " + rc.getType() + " " + rc.getGenericSignature() + " " + rc.getGenericType()
                + " " + rc.getAccessor().getName() + " " + rc.getAccessor().invoke(p) + " " + rc + " " + (rc.getDeclaringRecord() == P.class));
        }
        System.out.println(Empty.class.getRecordComponents().length);
        System.out.println(RecordReflection.class.getRecordComponents());
        System.out.println(java.util.Arrays.toString(java.util.HashMap.class.getTypeParameters()));
        System.out.println(Names.class.getGenericSuperclass() + " " + java.util.Arrays.toString(Names.class.getGenericInterfaces()));
        System.out.println(Names.class.getDeclaredField("index").getGenericType());
        System.out.println(java.util.Arrays.toString(RecordReflection.class.getTypeParameters()));
    }
}
