// MinMaxValues: MIN_VALUE/MAX_VALUE constants of all wrapper types, SIZE/BYTES,
// Float/Double MIN_NORMAL/MAX_EXPONENT, overflow behavior when stepping past them.
public class MinMaxValues {
    public static void main(String[] args) {
        System.out.println("byte " + Byte.MIN_VALUE + " " + Byte.MAX_VALUE + " size " + Byte.SIZE);
        System.out.println("short " + Short.MIN_VALUE + " " + Short.MAX_VALUE + " size " + Short.SIZE);
        System.out.println("char " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " size " + Character.SIZE);
        System.out.println("int " + Integer.MIN_VALUE + " " + Integer.MAX_VALUE + " size " + Integer.SIZE + " bytes " + Integer.BYTES);
        System.out.println("long " + Long.MIN_VALUE + " " + Long.MAX_VALUE + " size " + Long.SIZE + " bytes " + Long.BYTES);
        System.out.println("float " + Float.MIN_VALUE + " " + Float.MAX_VALUE + " normal " + Float.MIN_NORMAL + " exp " + Float.MIN_EXPONENT + ".." + Float.MAX_EXPONENT);
        System.out.println("double " + Double.MIN_VALUE + " " + Double.MAX_VALUE + " normal " + Double.MIN_NORMAL + " exp " + Double.MIN_EXPONENT + ".." + Double.MAX_EXPONENT);
        byte b = Byte.MAX_VALUE; b++;
        short s = Short.MIN_VALUE; s--;
        char c = Character.MAX_VALUE; c++;
        int i = Integer.MAX_VALUE; i++;
        long l = Long.MIN_VALUE; l--;
        System.out.println("wrapped " + b + " " + s + " " + (int) c + " " + i + " " + l);
        float f = Float.MAX_VALUE; f *= 10;
        double d = Double.MIN_VALUE; d /= 2;
        System.out.println("float overflow " + f + " double underflow " + d);
        System.out.println("MAX+MIN int " + (Integer.MAX_VALUE + Integer.MIN_VALUE) + " long " + (Long.MAX_VALUE + Long.MIN_VALUE));
        System.out.println("abs(MIN) " + Math.abs(Integer.MIN_VALUE) + " -MIN==MIN " + (-Integer.MIN_VALUE == Integer.MIN_VALUE));
        System.out.println("(int)MAX_DOUBLE " + (int) Double.MAX_VALUE + " (long)-MAX_FLOAT " + (long) -Float.MAX_VALUE + " (short)MAX_INT " + (short) Integer.MAX_VALUE);
        System.out.println("hex " + Integer.toHexString(Integer.MIN_VALUE) + " " + Long.toHexString(Long.MAX_VALUE) + " " + Integer.toHexString(Float.floatToIntBits(Float.MAX_VALUE))
            + " " + Long.toHexString(Double.doubleToLongBits(Double.MIN_NORMAL)));
    }
}
