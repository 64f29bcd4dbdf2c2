/**
 * A northern result (27 numbers, special first) worked by hand. Last two digits: 45 ends the special, 5645, 3445,
 * 1145 and the seventh prize 45 (5 times); 56 ends 44556, 23456, 456 and 56 (4); 12 ends 60012, 9012 and 12 (3).
 */
export const NORTH = {
  special: ['12345'],
  first: ['67890'],
  second: ['11223', '44556'],
  third: ['78901', '23456', '34567', '45678', '56789', '60012'],
  fourth: ['1234', '5645', '9012', '3445'],
  fifth: ['7788', '9900', '1145', '2233', '4455', '6677'],
  sixth: ['123', '456', '789'],
  seventh: ['45', '12', '34', '56'],
};
