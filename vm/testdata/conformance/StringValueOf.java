// StringValueOf: String.valueOf for each primitive and Object, String constructors from
// char arrays / ranges / StringBuilder, getBytes of ASCII, String.copyValueOf,
// toString methods of wrappers, equalsIgnoreCase and chars() free APIs.
public class StringValueOf {
    public static void main(String[] args) {
        System.out.println(String.valueOf(true) + "|" + String.valueOf('c') + "|" + String.valueOf(12) + "|" + String.valueOf(-12L) + "|"
            + String.valueOf(1.25f) + "|" + String.valueOf(-2.5) + "|" + String.valueOf((Object) null) + "|" + String.valueOf(new StringBuilder("sb")));
        char[] data = { 'a', 'b', 'c', 'd', 'e' };
        System.out.println(new String(data) + " " + new String(data, 1, 3) + " " + String.valueOf(data, 2, 2) + " " + String.copyValueOf(data, 0, 1));
        byte[] bytes = "ASCII text".getBytes();
        int sum = 0;
        for (byte b : bytes) sum += b;
        System.out.println("bytes " + bytes.length + " sum " + sum + " back " + new String(bytes, 0, 5));
        System.out.println(Integer.valueOf(5).toString() + Long.valueOf(6).toString() + Double.valueOf(7.5).toString() + Float.valueOf(8.5f).toString()
            + Boolean.TRUE.toString() + Character.valueOf('z').toString() + Short.valueOf((short) 9) + Byte.valueOf((byte) 10));
        String s = new String("copy");
        String e = new String();
        System.out.println("copy " + s + " equals " + s.equals("copy") + " empty [" + e + "] " + e.isEmpty());
        char[] mutated = data;
        String fromData = new String(mutated);
        mutated[0] = 'Z';
        System.out.println("string is a copy: " + fromData + " array now " + new String(mutated));
        System.out.println("Objects.toString " + java.util.Objects.toString(null, "dflt") + " " + java.util.Objects.toString(42));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(String.valueOf(i * i));
        System.out.println("squares " + sb + " toString().length " + sb.toString().length());
        int[] nums = { 10, 200, 3000 };
        String joined = "";
        for (int n : nums) joined = joined.isEmpty() ? String.valueOf(n) : joined + "+" + n;
        System.out.println(joined + "=" + (nums[0] + nums[1] + nums[2]));
    }
}
