import java.security.SecureRandom;

// SecureRandom's seeds in the VM: the default (NativePRNG, reading the
// modelled /dev/urandom), DRBG (the seed generator's system entropy) and
// SHA1PRNG without a seed print the same in every run.
public class SecureRandoms {
    public static void main(String[] args) throws Exception {
        SecureRandom r = new SecureRandom();
        System.out.println(r.getAlgorithm() + " " + r.nextInt() + " " + r.nextLong());
        System.out.println(SecureRandom.getInstance("DRBG").nextInt());
        System.out.println(SecureRandom.getInstance("SHA1PRNG").nextInt());
    }
}
