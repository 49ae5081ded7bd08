/** Hand-written art per project id; ids without an entry get the fallback art. */
import { cyclicCellularAutomataArt } from "./cyclic-cellular-automata";
import { pixelSortArt } from "./pixel-sort";
import { neonWolfArt } from "./neon-wolf";
import { cardanoLaserEyesArt } from "./cardano-laser-eyes";
import { autoglyphVisualizerArt } from "./autoglyph-visualizer";
import { corruptionCityArt } from "./corruption-city";
import { bitcoinArtArt } from "./bitcoin-art";
import { fashionCollectionArt } from "./fashion-collection";
import { portalGoArt } from "./portal-go";
import { portalGrowArt } from "./portal-grow";
import { unpersonTalksArt } from "./unperson-talks";
import { wasapMarketArt } from "./wasap-market";
import { evaArt } from "./eva";
import { pointzArt } from "./pointz";
import { aiFaqArt } from "./ai-faq";
import { wasapFinanceArt } from "./wasap-finance";
import { revisaCvArt } from "./revisa-cv";
import { veraArt } from "./vera";
import { promptocracyLivecodingArt } from "./promptocracy-livecoding";
import { blockNarratorArt } from "./block-narrator";
import { mintNftArt } from "./mint-nft";
import { ethereumGoldBugArt } from "./ethereum-gold-bug";
import { oneWayMusicVideoArt } from "./one-way-music-video";
import { nftWorkshopArt } from "./nft-workshop";
import { wolframSummerArt } from "./wolfram-summer";
import { netArtifyArt } from "./net-artify";
import type { ProjectArt } from "./types";

export const projectArt: Readonly<Record<string, ProjectArt>> = {
  cyclicCellularAutomata: cyclicCellularAutomataArt,
  pixelSort: pixelSortArt,
  neonWolf: neonWolfArt,
  cardanoLaserEyes: cardanoLaserEyesArt,
  autoglyphVisualizer: autoglyphVisualizerArt,
  corruptionCity: corruptionCityArt,
  bitcoinArt: bitcoinArtArt,
  fashionCollection: fashionCollectionArt,
  portalGo: portalGoArt,
  portalGrow: portalGrowArt,
  unpersonTalks: unpersonTalksArt,
  wasapMarket: wasapMarketArt,
  eva: evaArt,
  pointz: pointzArt,
  aiFaq: aiFaqArt,
  wasapFinance: wasapFinanceArt,
  revisaCV: revisaCvArt,
  vera: veraArt,
  promptocracyLivecoding: promptocracyLivecodingArt,
  blockNarrator: blockNarratorArt,
  mintNFT: mintNftArt,
  ethereumGoldBug: ethereumGoldBugArt,
  oneWayMusicVideo: oneWayMusicVideoArt,
  nftWorkshop: nftWorkshopArt,
  wolframSummer: wolframSummerArt,
  netArtify: netArtifyArt,
};
