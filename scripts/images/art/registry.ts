/** Hand-written art per project id; ids without an entry get the fallback art. */
import { aiFaqArt } from "./ai-faq";
import { autoglyphVisualizerArt } from "./autoglyph-visualizer";
import { bitcoinArtArt } from "./bitcoin-art";
import { blockNarratorArt } from "./block-narrator";
import { cardanoLaserEyesArt } from "./cardano-laser-eyes";
import { corruptionCityArt } from "./corruption-city";
import { cyclicCellularAutomataArt } from "./cyclic-cellular-automata";
import { ethereumGoldBugArt } from "./ethereum-gold-bug";
import { evaArt } from "./eva";
import { fashionCollectionArt } from "./fashion-collection";
import { mintNftArt } from "./mint-nft";
import { neonWolfArt } from "./neon-wolf";
import { netArtifyArt } from "./net-artify";
import { nftWorkshopArt } from "./nft-workshop";
import { oneWayMusicVideoArt } from "./one-way-music-video";
import { pixelSortArt } from "./pixel-sort";
import { pointzArt } from "./pointz";
import { portalGoArt } from "./portal-go";
import { portalGrowArt } from "./portal-grow";
import { promptocracyLivecodingArt } from "./promptocracy-livecoding";
import { revisaCvArt } from "./revisa-cv";
import type { ProjectArt } from "./types";
import { unpersonTalksArt } from "./unperson-talks";
import { veraArt } from "./vera";
import { wasapFinanceArt } from "./wasap-finance";
import { wasapMarketArt } from "./wasap-market";
import { wolframSummerArt } from "./wolfram-summer";

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
