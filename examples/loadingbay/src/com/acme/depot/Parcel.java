package com.acme.depot;

/** A parcel on its way from a loader to a driver's van. */
final class Parcel {
    private final String id;
    private final int weightGrams;
    private final String route;

    Parcel(String id, int weightGrams, String route) {
        if (weightGrams <= 0) {
            throw new IllegalArgumentException(id + ": weight must be positive");
        }
        this.id = id;
        this.weightGrams = weightGrams;
        this.route = route;
    }

    String id() {
        return id;
    }

    int weightGrams() {
        return weightGrams;
    }

    String route() {
        return route;
    }

    @Override
    public String toString() {
        return id + "(" + weightGrams + " g, " + route + ")";
    }
}
