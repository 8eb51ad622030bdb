// LookupSwitch: sparse switches (lookupswitch) incl. Integer.MIN_VALUE/MAX_VALUE keys,
// negative keys, a long-derived selector and a switch inside a loop with continue/break.
public class LookupSwitch {
    static String sparse(int i) {
        switch (i) {
            case Integer.MIN_VALUE: return "min";
            case -100000: return "-100k";
            case -1: return "-1";
            case 0: return "0";
            case 1000: return "1k";
            case 65536: return "64k";
            case 1000000: return "1M";
            case Integer.MAX_VALUE: return "max";
            default: return "?";
        }
    }
    static int codes(int c) {
        switch (c) {
            case 200: return 1;
            case 404: return 2;
            case 500: return 3;
            case 301: case 302: return 4;
            default: return 0;
        }
    }
    public static void main(String[] args) {
        int[] probes = { Integer.MIN_VALUE, -100001, -100000, -1, 0, 1, 999, 1000, 65536, 1000000, Integer.MAX_VALUE - 1, Integer.MAX_VALUE };
        for (int p : probes) System.out.println(p + " => " + sparse(p));
        int[] http = { 200, 201, 301, 302, 404, 500, 503 };
        for (int h : http) System.out.println("http " + h + " => " + codes(h));
        long big = 1L << 40;
        switch ((int) (big >>> 30)) {
            case 1024: System.out.println("long-derived 1024"); break;
            case 1: System.out.println("long-derived 1"); break;
            default: System.out.println("long-derived default");
        }
        int sum = 0;
        outer:
        for (int i = 0; i < 100; i += 7) {
            switch (i) {
                case 14: continue;
                case 35: sum += 1000; break;
                case 77: break outer;
                default: sum += i;
            }
            System.out.println("i=" + i + " sum=" + sum);
        }
        System.out.println("final sum=" + sum);
    }
}
