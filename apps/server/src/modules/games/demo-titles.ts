import type { IconRef } from '../brand/index.ts';

/**
 * The demo catalogue's titles: every game a distinct name with a theme its art shares. A title is its name, the
 * theme (the scene the art paints) and its art: a main icon and a side icon (`f:` colour emoji, `g:` silhouette
 * painted gold, `p:` a casino prop drawn by code: cards, chips, roulette, money wheel, lottery balls, dominoes).
 */
export type ArtRef = IconRef | `p:${'cards' | 'chips' | 'roulette' | 'wheel' | 'balls' | 'domino'}`;
export type Title = [name: string, theme: string, main: ArtRef, side: ArtRef];

type Slot = [name: string, main: ArtRef, side: ArtRef];
/** Fifty slot themes, three games each; the slot vendors share them out in this order. */
// biome-ignore format: a table reads best one theme a line
const SLOT_THEMES: Array<[theme: string, games: [Slot, Slot, Slot]]> = [
  ['dragon', [["Dragon's Hoard", 'f:dragon', 'f:gem-stone'], ['Dragon Emperor', 'f:dragon-face', 'f:crown'], ['Jade Dragon Pearl', 'f:dragon', 'f:crystal-ball']]],
  ['egypt', [["Pharaoh's Gold", 'g:egyptian-pyramids', 'f:coin'], ['Sands of Anubis', 'g:anubis', 'f:amphora'], ['Scarab Treasure', 'g:gold-scarab', 'f:gem-stone']]],
  ['tiger', [["Tiger's Jade Path", 'f:tiger-face', 'f:red-envelope'], ['Golden Tiger Roar', 'f:tiger', 'f:coin'], ['Tiger Lantern Night', 'f:tiger-face', 'f:red-paper-lantern']]],
  ['pirate', [["Pirate's Bounty", 'f:pirate-flag', 'f:money-bag'], ['Skull Island Gold', 'f:skull-and-crossbones', 'f:desert-island'], ["Captain's Treasure Map", 'f:world-map', 'f:compass']]],
  ['fruit', [['Fruit Frenzy', 'f:cherries', 'f:lemon'], ['Melon Mania', 'f:watermelon', 'f:grapes'], ['Citrus Spin', 'f:tangerine', 'f:lemon']]],
  ['classic', [['Lucky Sevens Deluxe', 'f:slot-machine', 'f:glowing-star'], ['Liberty Bells', 'f:bell', 'f:cherries'], ['Diamond Classic', 'f:gem-stone', 'f:slot-machine']]],
  ['clover', [['Clover Fortune', 'f:four-leaf-clover', 'f:coin'], ['Leprechaun Hills', 'f:shamrock', 'f:rainbow'], ['End of the Rainbow', 'f:rainbow', 'f:money-bag']]],
  ['aztec', [['Aztec Sun Temple', 'g:aztec-calendar-sun', 'f:gem-stone'], ['Jungle Jaguar Gold', 'f:leopard', 'f:coin'], ['Mayan Pyramid Quest', 'g:mayan-pyramid', 'f:gem-stone']]],
  ['olympus', [['Zeus Thunder Throne', 'g:zeus-sword', 'f:high-voltage'], ['Temple of the Gods', 'f:classical-building', 'f:crown'], ["Athena's Owl", 'f:owl', 'f:olive']]],
  ['viking', [['Viking Raid', 'g:viking-helmet', 'f:axe'], ['Valhalla Halls', 'g:viking-longhouse', 'f:shield'], ['Norse Longship', 'g:drakkar-dragon', 'f:water-wave']]],
  ['samurai', [['Samurai Honor', 'g:samurai-helmet', 'f:crossed-swords'], ['Ninja Shadow', 'f:ninja', 'f:dagger'], ['Shogun Castle', 'f:japanese-castle', 'f:cherry-blossom']]],
  ['panda', [['Panda Bamboo Feast', 'f:panda', 'f:herb'], ["Panda's Dumplings", 'f:panda', 'f:dumpling'], ['Little Panda Luck', 'f:panda', 'f:red-envelope']]],
  ['koi', [['Golden Koi', 'f:tropical-fish', 'f:lotus'], ['Lotus Pond', 'f:lotus', 'f:frog'], ['Carp Festival', 'f:carp-streamer', 'f:red-paper-lantern']]],
  ['safari', [['Savanna Lion', 'f:lion', 'f:sun'], ['Elephant Trail', 'f:elephant', 'f:palm-tree'], ['Safari Stampede', 'f:zebra', 'f:giraffe']]],
  ['west', [['Gold Rush Canyon', 'f:hammer-and-pick', 'f:coin'], ['Buffalo Plains', 'f:bison', 'f:cactus'], ["Sheriff's Bounty", 'f:cowboy-hat-face', 'f:money-bag']]],
  ['wolf', [['Wolf Moon Howl', 'f:wolf', 'f:full-moon'], ['Midnight Pack', 'f:wolf', 'f:crescent-moon'], ['Silver Wolf Forest', 'f:wolf', 'f:evergreen-tree']]],
  ['candy', [['Candy Clouds', 'f:candy', 'f:lollipop'], ['Sugar Donut Drop', 'f:doughnut', 'f:cupcake'], ['Lollipop Land', 'f:lollipop', 'f:ice-cream']]],
  ['space', [['Cosmic Voyage', 'f:rocket', 'f:ringed-planet'], ['Starship Jackpot', 'f:flying-saucer', 'f:glowing-star'], ["Astronaut's Gold", 'f:astronaut', 'f:gem-stone']]],
  ['alien', [['Alien Invasion', 'f:alien', 'f:flying-saucer'], ['Martian Gems', 'f:alien-monster', 'f:gem-stone'], ['Galaxy Monsters', 'f:alien-monster', 'f:milky-way']]],
  ['halloween', [['Pumpkin Night', 'f:jack-o-lantern', 'f:bat'], ['Haunted Manor', 'f:ghost', 'f:derelict-house'], ["Vampire's Castle", 'f:bat', 'f:castle']]],
  ['magic', [["Witch's Brew", 'g:cauldron', 'f:crystal-ball'], ['Crystal Ball Fortune', 'f:crystal-ball', 'f:sparkles'], ['Magic Wand Wonders', 'f:magic-wand', 'f:glowing-star']]],
  ['wizard', [["Wizard's Tome", 'f:man-mage', 'f:scroll'], ['Potion Master', 'f:alembic', 'f:test-tube'], ['Owl Academy', 'f:owl', 'f:graduation-cap']]],
  ['ocean', [["Mermaid's Pearl", 'f:oyster', 'f:spiral-shell'], ['Atlantis Depths', 'f:trident-emblem', 'f:dolphin'], ['Coral Queen', 'f:coral', 'f:tropical-fish']]],
  ['fairy', [['Unicorn Dreams', 'f:unicorn', 'f:rainbow'], ['Fairy Meadow', 'f:butterfly', 'f:hibiscus'], ['Rainbow Kingdom', 'f:castle', 'f:rainbow']]],
  ['phoenix', [['Phoenix Rising', 'f:phoenix-bird', 'f:fire'], ['Flame Feather', 'f:phoenix-bird', 'f:sparkles'], ['Firebird Fortune', 'f:phoenix-bird', 'f:coin']]],
  ['gems', [['Gem Cascade', 'f:gem-stone', 'f:large-blue-diamond'], ['Crystal Caverns', 'f:gem-stone', 'f:rock'], ['Royal Ring Riches', 'f:ring', 'f:gem-stone']]],
  ['bank', [['Bank Vault Bonanza', 'f:bank', 'f:money-bag'], ['Gold Bar Blitz', 'g:gold-bar', 'f:dollar-banknote'], ['Cash Cascade', 'f:money-with-wings', 'f:coin']]],
  ['circus', [['Big Top Spins', 'f:circus-tent', 'f:clown-face'], ["Juggler's Jackpot", 'f:performing-arts', 'f:balloon'], ['Carousel Fair', 'f:carousel-horse', 'f:ferris-wheel']]],
  ['samba', [['Samba Carnival', 'f:maracas', 'f:party-popper'], ['Rio Nights', 'f:parrot', 'f:fireworks'], ['Amazon Parrot', 'f:parrot', 'f:palm-tree']]],
  ['jungle', [['Monkey Business', 'f:monkey', 'f:banana'], ['Gorilla Kingdom', 'f:gorilla', 'f:banana'], ['Jungle Vines', 'f:orangutan', 'f:deciduous-tree']]],
  ['dino', [['Dino Valley', 'f:t-rex', 'f:volcano'], ['Jurassic Eggs', 'f:sauropod', 'f:egg'], ['Mammoth Ice Age', 'f:mammoth', 'f:snowflake']]],
  ['frost', [['Frozen Crown', 'f:ice', 'f:crown'], ["Snow Queen's Jewels", 'f:snowflake', 'f:gem-stone'], ['Polar Bear Peaks', 'f:polar-bear', 'f:snow-capped-mountain']]],
  ['volcano', [['Volcano Eruption', 'f:volcano', 'f:fire'], ['Inferno Sevens', 'f:fire', 'f:slot-machine'], ['Lava Gems', 'f:volcano', 'f:gem-stone']]],
  ['storm', [['Thunder Strike', 'f:cloud-with-lightning', 'f:high-voltage'], ['Storm Chaser', 'f:tornado', 'f:high-voltage'], ['Electric Sevens', 'f:high-voltage', 'f:glowing-star']]],
  ['andes', [['Inca Sun Gold', 'f:sun-with-face', 'f:coin'], ['Llama Trails', 'f:llama', 'f:mountain'], ['Andes Eagle', 'f:eagle', 'f:snow-capped-mountain']]],
  ['lunar', [['Lunar Lanterns', 'f:red-paper-lantern', 'f:firecracker'], ['Red Envelope Rain', 'f:red-envelope', 'f:coin'], ['Firecracker Festival', 'f:firecracker', 'f:fireworks']]],
  ['disco', [['Disco Ball Fever', 'f:mirror-ball', 'f:musical-notes'], ['Rock Legends', 'f:guitar', 'f:sign-of-the-horns'], ['Jazz Club Nights', 'f:saxophone', 'f:musical-note']]],
  ['party', [['Neon Cocktails', 'f:tropical-drink', 'f:cocktail-glass'], ['Champagne Jackpot', 'f:bottle-with-popping-cork', 'f:clinking-glasses'], ['VIP Lounge', 'f:crown', 'f:clinking-glasses']]],
  ['racing', [['Turbo Racers', 'f:racing-car', 'f:chequered-flag'], ['Speedway Gold', 'f:racing-car', 'f:trophy'], ['Motorbike Rally', 'f:motorcycle', 'f:fuel-pump']]],
  ['horse', [['Derby Day', 'f:horse-racing', 'f:trophy'], ['Wild Mustangs', 'f:horse', 'f:cactus'], ['Golden Horseshoe', 'f:horse-face', 'f:coin']]],
  ['xmas', [["Santa's Sleigh Spins", 'f:santa-claus', 'f:wrapped-gift'], ['Christmas Cookies', 'f:christmas-tree', 'f:cookie'], ['Snowman Bonus', 'f:snowman', 'f:snowflake']]],
  ['mahjong', [['Mahjong Riches', 'f:mahjong-red-dragon', 'f:coin'], ['Fortune Cookie Spin', 'f:fortune-cookie', 'f:four-leaf-clover'], ['Jade Abacus', 'f:abacus', 'f:gem-stone']]],
  ['sakura', [['Sakura Garden', 'f:cherry-blossom', 'f:japanese-dolls'], ['Mount Fuji Sunrise', 'f:mount-fuji', 'f:sun'], ['Sushi Bar Spins', 'f:sushi', 'f:chopsticks']]],
  ['india', [["Maharaja's Palace", 'g:indian-palace', 'f:elephant'], ['Diwali Lights', 'f:diya-lamp', 'f:fireworks'], ['Lotus Temple', 'f:hindu-temple', 'f:lotus']]],
  ['arabian', [["Genie's Three Wishes", 'f:woman-genie', 'f:magic-wand'], ['Desert Caravan', 'f:two-hump-camel', 'f:desert'], ['Oasis Riches', 'f:palm-tree', 'f:camel']]],
  ['knight', [["Knight's Quest", 'f:shield', 'f:crossed-swords'], ['Castle Siege', 'f:castle', 'f:bow-and-arrow'], ['Royal Crown Jewels', 'f:crown', 'f:gem-stone']]],
  ['rome', [['Gladiator Arena', 'g:centurion-helmet', 'f:crossed-swords'], ["Caesar's Coins", 'f:classical-building', 'f:coin'], ['Spartan Shield', 'g:spartan-helmet', 'f:shield']]],
  ['cyber', [['Cyber City Spins', 'f:robot', 'f:cityscape-at-dusk'], ['Mecha Gold', 'f:mechanical-arm', 'f:gear'], ['Circuit Breaker', 'f:electric-plug', 'f:high-voltage']]],
  ['farm', [['Happy Harvest', 'f:cow', 'f:sheaf-of-rice'], ['Chicken Coop Cash', 'f:chicken', 'f:egg'], ['Piggy Bank Bonus', 'f:pig-face', 'f:coin']]],
  ['honey', [['Honey Hive', 'f:honeybee', 'f:honey-pot'], ['Sunflower Fields', 'f:sunflower', 'f:honeybee'], ['Busy Bee Bonus', 'f:honeybee', 'f:blossom']]],
];

/** How many slot themes each slot vendor takes, in order (three games a theme: 60, 45 and 45 games). */
const SLOT_SHARE: Array<[vassalage: string, themes: number]> = [
  ['LSL', 20],
  ['NVA', 15],
  ['GRX', 15],
];

const t = (name: string, theme: string, main: ArtRef, side: ArtRef): Title => [name, theme, main, side];

/** The other vendors' games, each list in lobby order. */
const OTHER: Record<string, Title[]> = {
  LVA: [
    t('Speed Baccarat', 'baccarat', 'p:cards', 'p:chips'),
    t('Squeeze Baccarat', 'baccarat', 'p:cards', 'f:eyes'),
    t('European Roulette', 'roulette', 'p:roulette', 'p:chips'),
    t('Auto Roulette', 'roulette', 'p:roulette', 'f:gear'),
    t('Blackjack Classic', 'blackjack', 'p:cards', 'f:spade-suit'),
    t('Sic Bo Deluxe', 'sicbo', 'f:game-die', 'p:chips'),
    t('Dragon Tiger', 'dragontiger', 'f:dragon-face', 'f:tiger-face'),
    t("Casino Hold'em", 'poker', 'p:cards', 'f:club-suit'),
    t('Andar Bahar', 'cards', 'p:cards', 'f:diamond-suit'),
    t('Fan Tan', 'sicbo', 'f:red-paper-lantern', 'p:chips'),
  ],
  LVB: [
    t('French Roulette', 'roulette', 'p:roulette', 'f:wine-glass'),
    t('Velvet Baccarat', 'baccarat', 'p:cards', 'f:rose'),
    t('No Commission Baccarat', 'baccarat', 'p:cards', 'p:chips'),
    t('Double Ball Roulette', 'roulette', 'p:roulette', 'p:balls'),
    t('Blackjack VIP Lounge', 'blackjack', 'p:cards', 'f:crown'),
    t('Three Card Poker', 'poker', 'p:cards', 'f:heart-suit'),
    t('Sic Bo Royale', 'sicbo', 'f:game-die', 'f:crown'),
    t('Dragon Tiger Deluxe', 'dragontiger', 'f:dragon', 'f:tiger'),
    t('Teen Patti Live', 'cards', 'p:cards', 'f:lotus'),
    t('Dice Duel', 'sicbo', 'f:game-die', 'f:crossed-swords'),
  ],
  LVC: [
    t('Money Wheel', 'wheel', 'p:wheel', 'f:money-bag'),
    t('Crown Baccarat', 'baccarat', 'p:cards', 'f:crown'),
    t('Golden Baccarat', 'baccarat', 'p:cards', 'f:coin'),
    t('American Roulette', 'roulette', 'p:roulette', 'f:statue-of-liberty'),
    t('Speed Roulette', 'roulette', 'p:roulette', 'f:stopwatch'),
    t('Blackjack Royale', 'blackjack', 'p:cards', 'f:gem-stone'),
    t('Caribbean Stud', 'poker', 'p:cards', 'f:palm-tree'),
    t('Sic Bo Classic', 'sicbo', 'f:game-die', 'p:chips'),
    t('Dragon Tiger Gold', 'dragontiger', 'f:dragon-face', 'f:coin'),
    t("Texas Hold'em Bonus", 'poker', 'p:cards', 'f:cowboy-hat-face'),
  ],
  FSA: [
    t('Shark Strike', 'deep', 'f:shark', 'f:anchor'),
    t('Kraken Catch', 'deep', 'f:octopus', 'f:anchor'),
    t('Whale Song Hunt', 'deep', 'f:spouting-whale', 'f:water-wave'),
    t('Octopus Frenzy', 'reef', 'f:octopus', 'f:bubbles'),
    t('Pearl Diver', 'deep', 'f:diving-mask', 'f:oyster'),
    t('Jellyfish Glow', 'deep', 'f:jellyfish', 'f:sparkles'),
    t('Crab King Catch', 'reef', 'f:crab', 'f:crown'),
    t('Deep Sea Cannon', 'deep', 'f:blowfish', 'f:bomb'),
  ],
  FSB: [
    t('Coral Kingdom', 'reef', 'f:coral', 'f:crown'),
    t('Reef Raiders', 'reef', 'f:tropical-fish', 'f:coral'),
    t('Puffer Party', 'reef', 'f:blowfish', 'f:party-popper'),
    t('Lobster Bay', 'reef', 'f:lobster', 'f:anchor'),
    t('Dolphin Dash', 'deep', 'f:dolphin', 'f:water-wave'),
    t('Squid Storm', 'deep', 'f:squid', 'f:high-voltage'),
    t('Tropical Catch', 'reef', 'f:tropical-fish', 'f:fishing-pole'),
    t('Turtle Cove', 'reef', 'f:turtle', 'f:spiral-shell'),
  ],
  FSC: [
    t('Tide Cannon', 'deep', 'f:fish', 'f:bomb'),
    t('Golden Carp', 'reef', 'f:fish', 'f:coin'),
    t('Dragon Gate Fishing', 'deep', 'f:dragon', 'f:fish'),
    t('Storm Trawler', 'deep', 'f:ship', 'f:cloud-with-rain'),
    t('Ice Sea Hunt', 'frost', 'f:seal', 'f:ice'),
    t('Blowfish Blast', 'reef', 'f:blowfish', 'f:collision'),
    t('Anchor Bay Bounty', 'deep', 'f:anchor', 'f:money-bag'),
    t('Moonlight Catch', 'deep', 'f:fishing-pole', 'f:crescent-moon'),
  ],
  PVA: [
    t("Texas Hold'em", 'poker', 'p:cards', 'p:chips'),
    t('Omaha Hi-Lo', 'poker', 'p:cards', 'f:up-down-arrow'),
    t('Teen Patti', 'cards', 'p:cards', 'f:lotus'),
    t('Rummy Thirteen', 'cards', 'p:cards', 'f:joker'),
    t('Gin Rummy', 'cards', 'p:cards', 'f:tumbler-glass'),
    t('Truco Paulista', 'cards', 'p:cards', 'f:mate'),
    t('Buraco', 'cards', 'p:cards', 'f:yellow-heart'),
    t('Domino Street', 'domino', 'p:domino', 'f:cityscape-at-dusk'),
    t('Big Two', 'cards', 'p:cards', 'f:two-hearts'),
    t('Crazy Eights', 'cards', 'p:cards', 'f:pool-8-ball'),
  ],
  PVB: [
    t('Mahjong Duel', 'mahjong', 'f:mahjong-red-dragon', 'f:crossed-swords'),
    t('Niu Niu', 'cards', 'f:ox', 'p:cards'),
    t('Pai Gow', 'domino', 'p:domino', 'f:dragon-face'),
    t('Dou Dizhu', 'cards', 'p:cards', 'f:red-paper-lantern'),
    t('Sam Gong', 'cards', 'p:cards', 'f:coin'),
    t('Tongits', 'cards', 'p:cards', 'f:palm-tree'),
    t('Pusoy Dos', 'cards', 'p:cards', 'f:crown'),
    t('Capsa Susun', 'cards', 'p:cards', 'f:gem-stone'),
    t('Domino Gaple', 'domino', 'p:domino', 'f:coin'),
    t('Thirteen Cards', 'cards', 'p:cards', 'f:glowing-star'),
  ],
  PVC: [
    t('Short Deck Poker', 'poker', 'p:cards', 'f:scissors'),
    t('Pot-Limit Omaha', 'poker', 'p:cards', 'f:honey-pot'),
    t('Five Card Draw', 'poker', 'p:cards', 'f:eyes'),
    t('Seven Card Stud', 'poker', 'p:cards', 'f:top-hat'),
    t('Pineapple Poker', 'poker', 'p:cards', 'f:pineapple'),
    t('Heads-Up Showdown', 'poker', 'p:cards', 'f:crossed-swords'),
    t('Tranca', 'cards', 'p:cards', 'f:locked'),
    t('Sueca', 'cards', 'p:cards', 'f:sun'),
    t('Hearts Duel', 'cards', 'p:cards', 'f:red-heart'),
    t('Blackjack Duel', 'blackjack', 'p:cards', 'f:spade-suit'),
  ],
  SPB: [
    t('Football Matchday', 'pitch', 'f:soccer-ball', 'f:goal-net'),
    t('Basketball Courtside', 'court', 'f:basketball', 'f:trophy'),
    t('Tennis Centre Court', 'pitch', 'f:tennis', 'f:trophy'),
    t('Cricket Premier', 'pitch', 'f:cricket-game', 'f:trophy'),
  ],
  SS: [
    t('Volleyball Beach Cup', 'court', 'f:volleyball', 'f:beach-with-umbrella'),
    t('Baseball Diamond', 'pitch', 'f:baseball', 'f:stadium'),
    t('Ice Hockey Night', 'frost', 'f:ice-hockey', 'f:goal-net'),
    t('Formula Grand Prix', 'racing', 'f:racing-car', 'f:chequered-flag'),
  ],
  SPX: [
    t('Gridiron Sunday', 'pitch', 'f:american-football', 'f:stadium'),
    t('Rugby Sevens Cup', 'pitch', 'f:rugby-football', 'f:trophy'),
    t('Boxing Fight Night', 'court', 'f:boxing-glove', 'f:1st-place-medal'),
    t('Derby Horse Racing', 'pitch', 'f:horse-racing', 'f:trophy'),
  ],
  AV: [
    t('MOBA Legends Cup', 'arena', 'f:crossed-swords', 'f:shield'),
    t('Tactical Shooter League', 'arena', 'f:bullseye', 'f:military-helmet'),
    t('Battle Royale Finals', 'arena', 'f:parachute', 'f:crown'),
    t('Racing Sim Series', 'arena', 'f:racing-car', 'f:video-game'),
  ],
  AI: [
    t('Fighting Masters', 'arena', 'f:martial-arts-uniform', 'f:boxing-glove'),
    t('Card Battle League', 'arena', 'f:flower-playing-cards', 'f:magic-wand'),
    t('Football Sim Cup', 'arena', 'f:soccer-ball', 'f:video-game'),
    t('Basketball Sim League', 'arena', 'f:basketball', 'f:joystick'),
  ],
  IMES: [
    t('Arena Clash', 'arena', 'f:crossed-swords', 'f:fire'),
    t('Robot Wars Cup', 'arena', 'f:robot', 'f:high-voltage'),
    t('Space Strike Series', 'arena', 'f:rocket', 'f:alien-monster'),
    t('Kart Rally Masters', 'arena', 'f:racing-car', 'f:banana'),
  ],
  TF: [
    t('Dragon Arena Invitational', 'arena', 'f:dragon', 'f:trophy'),
    t('Ninja Tactics Open', 'arena', 'f:ninja', 'f:crossed-swords'),
    t('Mech Warfare League', 'arena', 'f:mechanical-arm', 'f:bomb'),
    t('Puzzle Blitz Cup', 'arena', 'f:puzzle-piece', 'f:stopwatch'),
  ],
  IA: [
    t('Rift Guardians Cup', 'arena', 'f:shield', 'f:gem-stone'),
    t('Headshot Pro League', 'arena', 'f:bullseye', 'f:trophy'),
    t('Survival Island Finals', 'arena', 'f:desert-island', 'f:crown'),
    t('Retro Arcade Cup', 'arena', 'f:joystick', 'f:alien-monster'),
  ],
  LTA: [
    t('Mega Lotto Asia', 'lottery', 'p:balls', 'f:money-bag'),
    t('Pick Three Daily', 'lottery', 'p:balls', 'f:spiral-calendar'),
    t('Keno Express', 'lottery', 'p:balls', 'f:high-speed-train'),
    t('Jackpot Draw', 'lottery', 'p:balls', 'f:trophy'),
    t('Lucky Numbers', 'lottery', 'p:balls', 'f:four-leaf-clover'),
    t('Golden Ball Draw', 'lottery', 'p:balls', 'f:coin'),
  ],
  TCGVN: [
    t('Northern Lottery', 'lottery', 'p:balls', 'f:lotus'),
    t('Southern Lottery', 'lottery', 'p:balls', 'f:sun'),
    t('Central Lottery', 'lottery', 'p:balls', 'f:glowing-star'),
    t('Hanoi Express', 'lottery', 'p:balls', 'f:motor-scooter'),
    t('Saigon Night Draw', 'lottery', 'p:balls', 'f:night-with-stars'),
    t('Mekong Lotto', 'lottery', 'p:balls', 'f:canoe'),
  ],
  SEA: [
    t('Siam Lottery', 'lottery', 'p:balls', 'f:elephant'),
    t('Island Lotto', 'lottery', 'p:balls', 'f:desert-island'),
    t('Lagoon Keno', 'lottery', 'p:balls', 'f:water-wave'),
    t('Coral Draw', 'lottery', 'p:balls', 'f:coral'),
    t('Monsoon Lotto', 'lottery', 'p:balls', 'f:umbrella-with-rain-drops'),
    t('Pearl Bay Lotto', 'lottery', 'p:balls', 'f:oyster'),
  ],
  ELA: [
    t('Speed Keno', 'neon', 'p:balls', 'f:high-voltage'),
    t('Lucky Ten', 'neon', 'p:balls', 'f:four-leaf-clover'),
    t('Fast Three', 'neon', 'f:game-die', 'f:stopwatch'),
    t('Racing Ten', 'neon', 'f:racing-car', 'p:balls'),
    t('Happy Eight', 'neon', 'p:balls', 'f:smiling-face-with-sunglasses'),
    t('Minute Lotto', 'neon', 'p:balls', 'f:stopwatch'),
  ],
  ELB: [
    t('Turbo Keno', 'neon', 'p:balls', 'f:rocket'),
    t('Lucky Ball', 'neon', 'p:balls', 'f:crystal-ball'),
    t('Rocket Draw', 'neon', 'f:rocket', 'p:balls'),
    t('Horse Race Draw', 'neon', 'f:horse-racing', 'p:balls'),
    t('Shake Dice', 'neon', 'f:game-die', 'f:sparkles'),
    t('Color Game', 'neon', 'f:artist-palette', 'p:balls'),
  ],
  ELC: [
    t('Thunder Lotto', 'neon', 'p:balls', 'f:cloud-with-lightning'),
    t('Wheel of Numbers', 'neon', 'p:wheel', 'p:balls'),
    t('Five Minute Keno', 'neon', 'p:balls', 'f:hourglass-not-done'),
    t('Gem Draw', 'neon', 'p:balls', 'f:gem-stone'),
    t('Star Pick', 'neon', 'p:balls', 'f:glowing-star'),
    t('Fortune Wheel Draw', 'neon', 'p:wheel', 'f:coin'),
  ],
};

/** The in-house games (codes fixed: the in-house provider plays them by code). */
export const INHOUSE_TITLES: Record<string, Title> = {
  'lumen-slot': t('Lumen Reels 5x3', 'originals', 'f:slot-machine', 'f:gem-stone'),
  'lumen-dice': t('Lumen Dice', 'originals', 'f:game-die', 'f:sparkles'),
  'lumen-mines': t('Lumen Mines', 'originals', 'f:bomb', 'f:gem-stone'),
  'lumen-limbo': t('Lumen Limbo', 'originals', 'f:rocket', 'f:sparkles'),
  'lumen-plinko': t('Lumen Plinko', 'originals', 'f:pool-8-ball', 'f:sparkles'),
  'lumen-keno': t('Lumen Quick Keno', 'originals', 'f:crystal-ball', 'f:sparkles'),
  'lumen-wheel': t('Lumen Wheel', 'originals', 'f:ferris-wheel', 'f:coin'),
  'lumen-roulette': t('Lumen Roulette', 'originals', 'f:red-circle', 'f:coin'),
  'lumen-baccarat': t('Lumen Baccarat', 'originals', 'f:spade-suit', 'f:crown'),
  'lumen-crash': t('Lumen Crash', 'originals', 'f:rocket', 'f:chart-increasing'),
  'lumen-towers': t('Lumen Towers', 'originals', 'f:castle', 'f:gem-stone'),
  'lumen-hilo': t('Lumen Hi-Lo', 'originals', 'f:joker', 'f:sparkles'),
  'lumen-pharaoh': t("Lumen Pharaoh's Fortune", 'originals', 'f:crown', 'f:coin'),
  'lumen-blackjack': t('Lumen Blackjack', 'originals', 'p:cards', 'f:spade-suit'),
  'lumen-neon': t('Lumen Neon Fruits', 'originals', 'f:cherries', 'f:watermelon'),
  'lumen-reef': t('Lumen Pearl Reef', 'originals', 'f:tropical-fish', 'f:oyster'),
};

/** A game code from its name: "Dragon's Hoard" -> "dragons-hoard". */
export const codeOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Each vendor's titles in lobby order; slot themes are interleaved so a page never shows one theme three times. */
export function titlesOf(vassalage: string): Title[] {
  let start = 0;
  for (const [code, count] of SLOT_SHARE) {
    if (code === vassalage) {
      const themes = SLOT_THEMES.slice(start, start + count);
      return ([0, 1, 2] as const).flatMap((i) =>
        themes.map(([theme, games]) => {
          const [name, main, side] = games[i];
          return t(name, theme, main, side);
        }),
      );
    }
    start += count;
  }
  return OTHER[vassalage] ?? [];
}

let byCode: Map<string, Title> | null = null;
/** The title behind a seeded game, to draw its art; null for a game an operator added. */
export function titleOf(vassalage: string, code: string): Title | null {
  if (!byCode) {
    byCode = new Map(Object.entries(INHOUSE_TITLES).map(([c, title]) => [`INH:${c}`, title]));
    for (const v of [...SLOT_SHARE.map(([c]) => c), ...Object.keys(OTHER)])
      for (const title of titlesOf(v)) byCode.set(`${v}:${codeOf(title[0])}`, title);
  }
  return byCode.get(`${vassalage}:${code}`) ?? null;
}

/** Every vendor that has demo titles (for tests and the seed). */
export const titledVendors = () => [...SLOT_SHARE.map(([c]) => c), ...Object.keys(OTHER)];
