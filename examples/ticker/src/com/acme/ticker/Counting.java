package com.acme.ticker;

/** A listener that counts what it accepted and keeps a running figure. */
abstract class Counting<E extends Tick> implements Listener<Tick> {
    private final Class<E> type;
    private final String label;
    int count;
    long figure;

    Counting(Class<E> type, String label) {
        this.type = type;
        this.label = label;
    }

    @Override
    public final boolean accepts(Tick t) {
        return type.isInstance(t);
    }

    @Override
    public final void on(Tick t) {
        count++;
        figure = fold(figure, type.cast(t));
    }

    abstract long fold(long figure, E event);

    @Override
    public String name() {
        return label;
    }
}
